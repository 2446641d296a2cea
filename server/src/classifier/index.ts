import type { TariffStore } from '../dataset/store.js';
import { createClassifier, type Classifier } from './classifier.js';

export { createClassifier, warmClassifier, type Classifier, type ClassifyRequest, type ClassifyResult, type Candidate } from './classifier.js';
export { DEFAULT_CANDIDATES, MAX_CANDIDATES, QUERY_MAX_CHARS } from './limits.js';

/** One classifier per loaded dataset: building the label index takes a second or two, so it is done once. */
const byStore = new WeakMap<TariffStore, Classifier>();

export function classifierFor(store: TariffStore): Classifier {
  let classifier = byStore.get(store);
  if (!classifier) {
    classifier = createClassifier(store);
    byStore.set(store, classifier);
  }
  return classifier;
}
