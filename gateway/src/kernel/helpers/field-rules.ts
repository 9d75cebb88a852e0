import { type FieldRule, checkField, missingMessage } from '@pilotage/domain';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { REQUIRED } from './validation';

/** The class-validator name of a domain rule; its constraints hold the rule itself, as data. */
export const FIELD_RULE = 'fieldRule';

/**
 * Declares a field rule of `@pilotage/domain` on an input property: the gateway refuses exactly
 * what the web forms refuse, with the same French message. A required rule also registers a
 * `required` constraint, which `validated()` reports before any other message of the input.
 * Schema generators (OpenAPI) read the rule from the constraints.
 */
export function Rule(rule: FieldRule): PropertyDecorator {
  return (target, property) => {
    const required = missingMessage(rule, undefined);
    if (required) {
      ValidateBy(
        {
          name: REQUIRED,
          constraints: [rule],
          validator: { validate: (value: unknown) => missingMessage(rule, value) === null },
        },
        { message: required },
      )(target, property);
    }
    ValidateBy(
      {
        name: FIELD_RULE,
        constraints: [rule],
        validator: { validate: (value: unknown) => checkField(rule, value) === null },
      },
      { message: ({ value }: ValidationArguments) => checkField(rule, value) ?? '' },
    )(target, property);
  };
}
