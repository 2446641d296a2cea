/** The contract suite against the real server (real services, lowdb in a temp file, the real dataset) on 127.0.0.1. */
import { defineContractSuite } from './lib/suite.js';
import { startServerTarget } from './lib/targets.js';

defineContractSuite('real server', startServerTarget);
