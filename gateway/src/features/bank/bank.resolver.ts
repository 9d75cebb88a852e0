import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../kernel/context/context';
import { MessageView } from '../../kernel/helpers/views';
import { PageArgs } from '../../transports/graphql/page-args';
import {
  autoMatchBankLines,
  bankSummary,
  createBankAccount,
  createBankRule,
  createRuleFromLine,
  deleteBankAccount,
  deleteBankRule,
  getBankAccount,
  ignoreBankLine,
  importStatement,
  listBankAccounts,
  listBankLines,
  listBankRules,
  moveBankRule,
  matchBankLine,
  previewStatement,
  saveCsvMapping,
  unmatchBankLine,
  updateBankAccount,
  updateBankRule,
} from './bank.service';
import {
  BankAccountInput,
  BankAccountView,
  BankAutoMatchView,
  BankCsvMappingInput,
  BankImportView,
  BankLineFilterInput,
  BankLinePage,
  BankRulePage,
  BankLineView,
  BankMatchInput,
  BankPreviewView,
  BankRuleInput,
  BankRuleView,
  BankSummaryView,
} from './bank.types';

/** A statement sent through GraphQL: its content in base64 (the REST call takes a multipart file). */
const statementFile = (fileName: string, contentBase64: string) => ({
  fileName,
  bytes: Buffer.from(contentBase64, 'base64'),
});

@Resolver()
export class BankResolver {
  @Query(() => [BankAccountView])
  bankAccounts(@Ctx() ctx: Context): Promise<BankAccountView[]> {
    return listBankAccounts(ctx);
  }

  @Query(() => BankAccountView)
  bankAccount(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<BankAccountView> {
    return getBankAccount(ctx, id);
  }

  @Query(() => BankSummaryView, { description: 'Le panneau Banque du tableau de bord.' })
  bankSummary(@Ctx() ctx: Context): Promise<BankSummaryView> {
    return bankSummary(ctx);
  }

  @Mutation(() => BankAccountView)
  createBankAccount(@Ctx() ctx: Context, @Arg('input', () => BankAccountInput) input: BankAccountInput) {
    return createBankAccount(ctx, input);
  }

  @Mutation(() => BankAccountView)
  updateBankAccount(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => BankAccountInput) input: BankAccountInput,
  ) {
    return updateBankAccount(ctx, id, input);
  }

  @Mutation(() => MessageView)
  deleteBankAccount(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<MessageView> {
    return deleteBankAccount(ctx, id);
  }

  @Mutation(() => BankAccountView, { description: 'Enregistre comment lire les CSV de ce compte.' })
  saveBankCsvMapping(
    @Ctx() ctx: Context,
    @Arg('accountId', () => Int) accountId: number,
    @Arg('mapping', () => BankCsvMappingInput) mapping: BankCsvMappingInput,
  ) {
    return saveCsvMapping(ctx, accountId, mapping);
  }

  @Mutation(() => BankPreviewView, { description: 'Lit un relevé (contenu en base64) sans rien importer.' })
  previewBankStatement(
    @Ctx() ctx: Context,
    @Arg('accountId', () => Int) accountId: number,
    @Arg('fileName', () => String) fileName: string,
    @Arg('contentBase64', () => String) contentBase64: string,
    @Arg('mapping', () => BankCsvMappingInput, { nullable: true }) mapping?: BankCsvMappingInput,
  ) {
    return previewStatement(ctx, accountId, statementFile(fileName, contentBase64), { mapping });
  }

  @Mutation(() => BankImportView, { description: 'Importe un relevé (contenu en base64), en une transaction.' })
  importBankStatement(
    @Ctx() ctx: Context,
    @Arg('accountId', () => Int) accountId: number,
    @Arg('fileName', () => String) fileName: string,
    @Arg('contentBase64', () => String) contentBase64: string,
    @Arg('mapping', () => BankCsvMappingInput, { nullable: true }) mapping?: BankCsvMappingInput,
    @Arg('saveMapping', () => Boolean, { nullable: true }) saveMapping?: boolean,
  ) {
    return importStatement(ctx, accountId, statementFile(fileName, contentBase64), { mapping, saveMapping });
  }

  @Query(() => BankLinePage)
  bankLines(
    @Ctx() ctx: Context,
    @Arg('filter', () => BankLineFilterInput, { nullable: true }) filter?: BankLineFilterInput,
    @Arg('page', () => PageArgs, { nullable: true }) page?: PageArgs,
  ) {
    return listBankLines(ctx, { ...filter, ...page });
  }

  @Mutation(() => BankLineView)
  matchBankLine(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => BankMatchInput) input: BankMatchInput,
  ) {
    return matchBankLine(ctx, id, input);
  }

  @Mutation(() => BankLineView)
  unmatchBankLine(@Ctx() ctx: Context, @Arg('id', () => Int) id: number) {
    return unmatchBankLine(ctx, id);
  }

  @Mutation(() => BankLineView)
  ignoreBankLine(@Ctx() ctx: Context, @Arg('id', () => Int) id: number) {
    return ignoreBankLine(ctx, id);
  }

  @Mutation(() => BankAutoMatchView, {
    description: '« Rapprocher automatiquement » : les propositions sans ambiguïté.',
  })
  autoMatchBankLines(@Ctx() ctx: Context, @Arg('accountId', () => Int, { nullable: true }) accountId?: number) {
    return autoMatchBankLines(ctx, { accountId });
  }

  @Query(() => BankRulePage, { description: 'Toutes les règles, actives ou non, dans leur ordre.' })
  bankRules(@Ctx() ctx: Context, @Arg('page', () => PageArgs, { nullable: true }) page?: PageArgs) {
    return listBankRules(ctx, { ...page });
  }

  @Mutation(() => BankRuleView)
  createBankRule(@Ctx() ctx: Context, @Arg('input', () => BankRuleInput) input: BankRuleInput) {
    return createBankRule(ctx, input);
  }

  @Mutation(() => BankRuleView, { description: 'Une règle faite d’une ligne, en un clic.' })
  createBankRuleFromLine(
    @Ctx() ctx: Context,
    @Arg('lineId', () => Int) lineId: number,
    @Arg('input', () => BankRuleInput, { nullable: true }) input?: BankRuleInput,
  ) {
    return createRuleFromLine(ctx, lineId, dropAbsent(input));
  }

  @Mutation(() => BankRuleView)
  updateBankRule(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => BankRuleInput) input: BankRuleInput,
  ) {
    return updateBankRule(ctx, id, input);
  }

  @Mutation(() => BankRuleView, { description: 'Monte (up) ou descend (down) une règle d’un rang.' })
  moveBankRule(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('direction', () => String) direction: string,
  ) {
    return moveBankRule(ctx, id, { direction });
  }

  @Mutation(() => MessageView)
  deleteBankRule(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<MessageView> {
    return deleteBankRule(ctx, id);
  }
}

/** GraphQL gives every field of an input, absent ones as undefined: only those given override the line's. */
const dropAbsent = (input: object | undefined) =>
  Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value !== undefined));
