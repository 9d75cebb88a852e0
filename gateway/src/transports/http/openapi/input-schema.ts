import { ValidationTypes, getMetadataStorage, validateSync } from 'class-validator';
import {
  type DecimalRule,
  type FieldRule,
  type ListRule,
  MAX_AMOUNT_CENTS,
  checkField,
  missingMessage,
} from '@pilotage/domain';
import { toSnake } from '../../../kernel/helpers/case';
import { FIELD_RULE } from '../../../kernel/helpers/field-rules';
import { REQUIRED } from '../../../kernel/helpers/validation';
import { graphqlFields, graphqlType, scalarSchema } from './graphql-fields';
import { type JsonSchema, type PayloadClass, orNull } from './json-schema';

type RuleSchema = (constraints: unknown[]) => JsonSchema;
type ValidationMetadata = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[number];

/** A field rule of `@pilotage/domain` (the data `Rule()` keeps in its constraints) as JSON Schema. */
function fieldRuleSchema(rule: FieldRule): JsonSchema {
  switch (rule.kind) {
    case 'text':
      return {
        type: 'string',
        ...(rule.minLength && { minLength: rule.minLength.value }),
        ...(rule.maxLength && { maxLength: rule.maxLength.value }),
        ...(rule.pattern && { pattern: rule.pattern.regex.source }),
        ...(rule.oneOf && { enum: [...rule.oneOf.values] }),
      };
    case 'integer':
      return { type: 'integer', minimum: rule.min, maximum: rule.max };
    case 'amount':
      // A form sends amounts as text: a number or its decimal writing, two decimals at most.
      return {
        type: ['number', 'string'],
        multipleOf: 0.01,
        minimum: -MAX_AMOUNT_CENTS / 100,
        maximum: MAX_AMOUNT_CENTS / 100,
      };
    case 'day':
      return rule.timestamp
        ? { type: 'string', anyOf: [{ format: 'date' }, { format: 'date-time' }] }
        : { type: 'string', format: 'date' };
    case 'boolean':
      return { type: 'boolean' };
    case 'decimal':
      return decimalSchema(rule);
    case 'list':
      return listSchema(rule);
  }
}

/** A decimal as a number or its text; a choice lists its values. */
function decimalSchema(rule: DecimalRule): JsonSchema {
  const type = ['number', 'string'];
  if (rule.oneOf) return { type, enum: [...rule.oneOf] };
  const min = rule.exclusiveMin ? { exclusiveMinimum: rule.min } : { minimum: rule.min };
  return { type, ...min, maximum: rule.max, multipleOf: 10 ** -rule.decimals };
}

/** A list of objects whose properties (snake_case, as REST sends them) follow the item rules. */
function listSchema(rule: ListRule): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [field, itemRule] of Object.entries(rule.items)) {
    let schema = fieldRuleSchema(itemRule);
    if (missingMessage(itemRule, undefined)) schema = { ...RULES[REQUIRED]([]), ...schema };
    properties[toSnake(field)] = checkField(itemRule, null) === null ? orNull(schema) : schema;
    if (checkField(itemRule, undefined) !== null) required.push(toSnake(field));
  }
  const items = { type: 'object', properties, required };
  return { type: 'array', minItems: rule.minItems.value, maxItems: rule.maxItems.value, items };
}

/**
 * What each validation rule of the input classes says about a value, in JSON Schema: the field
 * rules of `@pilotage/domain` (`Rule()` in `gateway/src/kernel/helpers/field-rules.ts` keeps the rule in
 * its constraints), and the not-blank check `Rule()` adds to a required text, before the rule
 * itself (which may raise its minLength). Whether a property is required or may be null is not
 * read here but asked of the rules themselves (`accepts` below). A rule missing from this table
 * (a class-validator decorator used directly) stops the start: none can go undocumented.
 */
const RULES: Record<string, RuleSchema> = {
  [FIELD_RULE]: ([rule]) => fieldRuleSchema(rule as FieldRule),
  [REQUIRED]: () => ({ type: 'string', minLength: 1, pattern: '\\S' }),
};

function ruleName(metadata: ValidationMetadata): string {
  const constraint = getMetadataStorage().getTargetValidatorConstraints(metadata.constraintCls)[0];
  return constraint?.name ?? metadata.name ?? metadata.type;
}

function ruleSchema(metadata: ValidationMetadata): JsonSchema | null {
  // IsOptional and ValidateIf only say when the other rules apply: `accepts` finds out what they allow.
  if (metadata.type === ValidationTypes.CONDITIONAL_VALIDATION) return null;
  const name = ruleName(metadata);
  const rule = metadata.type === ValidationTypes.CUSTOM_VALIDATION ? RULES[name] : undefined;
  if (!rule)
    throw new Error(
      `Règle de validation « ${name} » sans équivalent JSON Schema : ajoutez-la à gateway/src/transports/http/openapi/input-schema.ts.`,
    );
  return rule(metadata.constraints ?? []);
}

/** Whether the class's rules accept `value` for this property (the rest of the input left empty). */
function accepts(cls: PayloadClass, property: string, value: unknown): boolean {
  const input = Object.assign(new (cls as new () => object)(), { [property]: value });
  return !validateSync(input, { forbidUnknownValues: false }).some((error) => error.property === property);
}

/**
 * The JSON Schema of a request body, read from the same class-validator rules that `validated()`
 * applies: its properties (snake_case, as REST sends them) are those the rules declare, their
 * types and limits come from the rules, and a property is required, or may be null, exactly when
 * the rules say so for an absent or a null value.
 */
export function inputSchema(cls: PayloadClass): JsonSchema {
  const metadatas = getMetadataStorage().getTargetValidationMetadatas(cls, '', true, false);
  const descriptions = new Map(graphqlFields(cls).map((field) => [field.name, field]));
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const property of [...new Set(metadatas.map((metadata) => metadata.propertyName))]) {
    let schema: JsonSchema = {};
    for (const metadata of metadatas.filter((candidate) => candidate.propertyName === property)) {
      // The first rule that names a type decides it (later ones only narrow the value).
      const { type, ...narrowing } = ruleSchema(metadata) ?? {};
      schema = { ...(type === undefined || schema.type !== undefined ? {} : { type }), ...schema, ...narrowing };
    }
    const field = descriptions.get(property);
    if (schema.type === undefined) schema = { ...scalarSchema(field?.getType()), ...schema };
    if (field?.description) schema = { description: field.description, ...schema };
    properties[toSnake(property)] = accepts(cls, property, null) ? orNull(schema) : schema;
    if (!accepts(cls, property, undefined)) required.push(toSnake(property));
  }
  const { description } = graphqlType(cls);
  return {
    type: 'object',
    ...(description ? { description } : {}),
    properties,
    ...(required.length > 0 ? { required } : {}),
  };
}
