import { apiMessages } from '@pilotage/domain';
import { Arg, Ctx, type PubSub, Resolver, Root, Subscription } from 'type-graphql';
import { DASHBOARD_ENTITY_TYPES, LIVE_ENTITY_TYPES, type LiveEntityType } from '@pilotage/domain';
import type { Context } from '../../kernel/context/context';
import { STAFF, requireRole } from '../../kernel/context/access';
import { badInput, DomainError } from '../../kernel/helpers/errors';
import type { LiveConnection, LiveHub } from './live-hub';
import { type LiveChange, isLiveEntityType } from './live-changes';
import { RecordChangeView } from './live.types';

/** The context of an operation received over the WebSocket (live-server.ts). */
export interface LiveContext extends Context {
  live?: { hub: LiveHub; connection: LiveConnection };
}

const OVER_WEBSOCKET_ONLY = 'Les abonnements passent par WebSocket (graphql-ws) sur /graphql.';

function changes(ctx: LiveContext, entityTypes: readonly LiveEntityType[]): AsyncIterableIterator<LiveChange> {
  requireRole(ctx, STAFF);
  if (!ctx.live) throw new DomainError('BAD_USER_INPUT', OVER_WEBSOCKET_ONLY);
  return ctx.live.hub.subscribe(ctx.live.connection, entityTypes);
}

function entityTypesOf(requested: string[]): LiveEntityType[] {
  const unknown = requested.find((type) => !isLiveEntityType(type));
  if (unknown !== undefined) throw badInput(apiMessages.unknownEntityType(unknown, LIVE_ENTITY_TYPES));
  if (requested.length === 0) throw badInput(apiMessages.entityTypeRequired);
  return requested as LiveEntityType[];
}

@Resolver()
export class LiveResolver {
  @Subscription(() => RecordChangeView, {
    description:
      'Les changements des types demandés, dès leur validation en base. Le rôle est vérifié à chaque événement : les utilisateurs (user) pour les Admins seuls, le reste pour les Admins et les Managers.',
    subscribe: ({ args, context }) =>
      changes(context as LiveContext, entityTypesOf((args as { entityTypes: string[] }).entityTypes)),
  })
  recordsChanged(
    @Root() change: LiveChange,
    @Arg('entityTypes', () => [String]) _entityTypes: string[],
    @Ctx() _ctx: Context,
  ): RecordChangeView {
    return change;
  }

  @Subscription(() => RecordChangeView, {
    description: 'Les changements dont dépendent les chiffres du tableau de bord (tâches, transactions, employés).',
    subscribe: ({ context }) => changes(context as LiveContext, DASHBOARD_ENTITY_TYPES),
  })
  dashboardChanged(@Root() change: LiveChange): RecordChangeView {
    return change;
  }
}

/**
 * type-graphql wants a PubSub as soon as a schema has subscriptions; ours name no topic (each
 * `subscribe` asks the LiveHub, which checks the role per event), so this one is never used.
 */
export const topiclessPubSub: PubSub = {
  publish: () => undefined,
  subscribe: () => {
    throw new Error('subscriptions subscribe through the LiveHub, not by topic');
  },
};
