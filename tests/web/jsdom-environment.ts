import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import JSDOMEnvironment from '@jest/environment-jsdom-abstract';

/**
 * jest-environment-jsdom over jsdom 29 rather than the jsdom 26 it pins. Testing Library's role
 * queries, user-event's pointer checks, Popper and MUI's TextareaAutosize call getComputedStyle on
 * almost every interaction, and jsdom 29 answers it several times faster: the web tests take about
 * half the time. It is the `jsdom-29` alias because its dependencies are ES modules, which Node
 * loads here but jest's module registry cannot: tests that parse XML import jsdom 26 as `jsdom`.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const jsdom = require('jsdom-29') as typeof import('jsdom');

export default class JsdomEnvironment extends JSDOMEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context, jsdom);
  }
}

export const TestEnvironment = JsdomEnvironment;
