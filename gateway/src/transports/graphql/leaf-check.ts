import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLEnumType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  GraphQLScalarType,
  type GraphQLSchema,
  Kind,
  type SelectionSetNode,
  getOperationAST,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';

/** Whether an answer's data holds only values that serializing leaves as they are. */
export type LeafCheck = (data: unknown) => boolean;

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

/**
 * graphql-js's result coercion of the built-in scalars gives back a value unchanged exactly when it
 * is of these JavaScript types (an integer within 32 bits for Int, a finite number for Float).
 */
const BUILT_IN: Record<string, (value: unknown) => boolean> = {
  Int: (value) => typeof value === 'number' && Number.isInteger(value) && value >= INT_MIN && value <= INT_MAX,
  Float: (value) => typeof value === 'number' && Number.isFinite(value),
  String: (value) => typeof value === 'string',
  ID: (value) => typeof value === 'string',
  Boolean: (value) => typeof value === 'boolean',
};

const anything: LeafCheck = () => true;

type Fields = [responseKey: string, check: LeafCheck][];

/**
 * For a query whose answer graphql-jit builds without serializing the built-in scalars and enums,
 * the check that each such value in the data is already what serializing would send: a resolver's
 * number for an Int, a string for a String, an enum's name when it is its own value. Null when the
 * document selects what this check does not follow (directives, fragments on interfaces or
 * unions, the same key selected twice with subfields): such a document is always serialized.
 */
export function leafCheck(schema: GraphQLSchema, document: DocumentNode, operationName?: string): LeafCheck | null {
  const operation = getOperationAST(document, operationName);
  const root = schema.getQueryType();
  if (!operation || operation.operation !== 'query' || !root) return null;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);

  /** The fields of a selection on a known object type, fragments on that type flattened; null if it cannot be followed. */
  function fieldsOf(type: GraphQLObjectType, selectionSet: SelectionSetNode, into = new Map<string, FieldNode>()) {
    for (const selection of selectionSet.selections) {
      if (selection.directives?.length) return null;
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const known = into.get(key);
        if (known && (known.selectionSet || selection.selectionSet)) return null;
        into.set(key, selection);
        continue;
      }
      const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
      if (!fragment || fragment.directives?.length) return null;
      // Only fragments on this very type: on an interface or a union, which apply is known at run time.
      if (fragment.typeCondition && fragment.typeCondition.name.value !== type.name) return null;
      if (!fieldsOf(type, fragment.selectionSet, into)) return null;
    }
    return into;
  }

  function objectCheck(type: GraphQLObjectType, selectionSet: SelectionSetNode): LeafCheck | null {
    const selected = fieldsOf(type, selectionSet);
    if (!selected) return null;
    const fields: Fields = [];
    for (const [key, node] of selected) {
      if (node.name.value === '__typename') continue;
      const definition = type.getFields()[node.name.value];
      if (!definition) return null;
      const check = typeCheck(definition.type, node.selectionSet);
      if (!check) return null;
      if (check !== anything) fields.push([key, check]);
    }
    return (value) => {
      if (value === null || value === undefined) return true;
      const row = value as Record<string, unknown>;
      for (const [key, check] of fields) if (!check(row[key])) return false;
      return true;
    };
  }

  function typeCheck(type: GraphQLOutputType, selectionSet: SelectionSetNode | undefined): LeafCheck | null {
    // A null where none may be is an error either way, with the same wording (graphql-jit's runtime).
    if (isNonNullType(type)) return typeCheck(type.ofType, selectionSet);
    if (isListType(type)) {
      const item = typeCheck(type.ofType, selectionSet);
      if (!item) return null;
      if (item === anything) return anything;
      return (value) => value === null || value === undefined || (Array.isArray(value) && value.every(item));
    }
    if (isObjectType(type)) return selectionSet ? objectCheck(type, selectionSet) : null;
    if (type instanceof GraphQLEnumType) {
      const asIs = new Set(
        type
          .getValues()
          .filter((value) => value.value === value.name)
          .map((value) => value.name),
      );
      return (value) => value === null || value === undefined || asIs.has(value as string);
    }
    if (type instanceof GraphQLScalarType) {
      // Other scalars are still serialized on the quick path (graphql-jit skips only these).
      const builtIn = BUILT_IN[type.name];
      return builtIn ? (value) => value === null || value === undefined || builtIn(value) : anything;
    }
    // Interfaces and unions: the object's type is known only at run time.
    return null;
  }

  return objectCheck(root, operation.selectionSet);
}
