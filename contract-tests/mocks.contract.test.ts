/** The same contract suite against the SDK's MSW handlers, so the mocks cannot drift from the document. */
import { defineContractSuite } from './lib/suite.js';
import { startMockTarget } from './lib/targets.js';

defineContractSuite('MSW handlers', startMockTarget);
