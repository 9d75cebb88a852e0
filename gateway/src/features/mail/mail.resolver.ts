import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../kernel/context/context';
import { PageArgs } from '../../transports/graphql/page-args';
import { pageRequest } from '../../kernel/helpers/pagination';
import { MessageView } from '../../kernel/helpers/views';
import { dismissMail, listMailFailures, resendMail, sendTestMail } from './mail.service';
import { MailFailurePage, TestMailInput } from './mail.types';
import { getMailSettings, saveMailSettings } from './mail-settings.service';
import { MailSettingsInput, MailSettingsView } from './mail-settings.types';

@Resolver()
export class MailResolver {
  @Mutation(() => MessageView, { description: "Admin uniquement : met en file d'envoi un courriel de test." })
  sendTestMail(
    @Ctx() ctx: Context,
    @Arg('input', () => TestMailInput, { nullable: true }) input?: TestMailInput,
  ): Promise<MessageView> {
    return sendTestMail(ctx, { ...input });
  }

  @Query(() => MailFailurePage, {
    description: 'Admin uniquement : les courriels non délivrés, ni renvoyés ni ignorés, les plus récents en premier.',
  })
  mailFailures(
    @Ctx() ctx: Context,
    @Arg('page', () => PageArgs, { nullable: true }) page?: PageArgs,
  ): Promise<MailFailurePage> {
    return listMailFailures(ctx, pageRequest(page ?? {}));
  }

  @Mutation(() => MessageView, { description: 'Admin uniquement : remet le même courriel dans la file d’envoi.' })
  resendMailFailure(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<MessageView> {
    return resendMail(ctx, id);
  }

  @Mutation(() => MessageView, { description: 'Admin uniquement : retire le courriel de la liste sans l’envoyer.' })
  dismissMailFailure(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<MessageView> {
    return dismissMail(ctx, id);
  }

  @Query(() => MailSettingsView, { description: 'Admin uniquement : le serveur d’envoi, sans son mot de passe.' })
  mailSettings(@Ctx() ctx: Context): Promise<MailSettingsView> {
    return getMailSettings(ctx);
  }

  @Mutation(() => MailSettingsView, { description: 'Admin uniquement : règle le serveur d’envoi des courriels.' })
  updateMailSettings(
    @Ctx() ctx: Context,
    @Arg('input', () => MailSettingsInput) input: MailSettingsInput,
  ): Promise<MailSettingsView> {
    return saveMailSettings(ctx, { ...input });
  }
}
