import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../../kernel/context/context';
import { MessageView } from '../../../kernel/helpers/views';
import { getReminderSchedule, listInvoiceReminders, remindInvoice, updateReminderSchedule } from './reminders.service';
import { InvoiceReminderView, ReminderScheduleInput, ReminderScheduleView } from './reminders.types';

@Resolver()
export class RemindersResolver {
  @Query(() => ReminderScheduleView, { description: 'Le calendrier des relances des factures impayées.' })
  reminderSchedule(@Ctx() ctx: Context): Promise<ReminderScheduleView> {
    return getReminderSchedule(ctx);
  }

  @Mutation(() => ReminderScheduleView, { description: 'Enregistre le calendrier complet des relances (journalisé).' })
  updateReminderSchedule(
    @Ctx() ctx: Context,
    @Arg('input', () => ReminderScheduleInput) input: ReminderScheduleInput,
  ): Promise<ReminderScheduleView> {
    return updateReminderSchedule(ctx, { levels: input.levels.map((level) => ({ ...level })) });
  }

  @Query(() => [InvoiceReminderView], { description: 'Les relances de la facture, par niveau (3 au plus).' })
  invoiceReminders(
    @Ctx() ctx: Context,
    @Arg('invoiceId', () => Int) invoiceId: number,
  ): Promise<InvoiceReminderView[]> {
    return listInvoiceReminders(ctx, invoiceId);
  }

  @Mutation(() => MessageView, { description: 'Relancer maintenant : met en file le niveau suivant des relances.' })
  remindInvoice(@Ctx() ctx: Context, @Arg('invoiceId', () => Int) invoiceId: number): Promise<MessageView> {
    return remindInvoice(ctx, invoiceId);
  }
}
