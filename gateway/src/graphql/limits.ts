import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

export const MAX_DEPTH = 8;
export const MAX_ALIASES = 20;
export const MAX_COMPLEXITY = 1000;

const limitError = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

function depthOf(selectionSet: SelectionSetNode | undefined, fragments: Record<string, FragmentDefinitionNode>, seen: Set<string>): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      deepest = Math.max(deepest, selection.selectionSet ? 1 + depthOf(selection.selectionSet, fragments, seen) : 1);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, seen));
    } else {
      const name = selection.name.value;
      if (seen.has(name) || !fragments[name]) continue; // cycles are reported by graphql's own rules
      deepest = Math.max(deepest, depthOf(fragments[name].selectionSet, fragments, new Set([...seen, name])));
    }
  }
  return deepest;
}

/** Refuses operations nested deeper than MAX_DEPTH fields. */
export function depthLimitRule(context: ValidationContext): ASTVisitor {
  const document = context.getDocument();
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  return {
    OperationDefinition(operation) {
      if (depthOf(operation.selectionSet, fragments, new Set()) > MAX_DEPTH) {
        context.reportError(limitError(`Requête GraphQL trop profonde (${MAX_DEPTH} niveaux au maximum).`));
      }
    },
  };
}

/** Refuses documents with more than MAX_ALIASES aliases (a way to multiply work in one request). */
export function aliasLimitRule(context: ValidationContext): ASTVisitor {
  let aliases = 0;
  return {
    Field(node) {
      if (node.alias) aliases += 1;
    },
    Document: {
      leave() {
        if (aliases > MAX_ALIASES) context.reportError(limitError(`Trop d'alias dans la requête GraphQL (${MAX_ALIASES} au maximum).`));
      },
    },
  };
}
