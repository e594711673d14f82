import { v5 as uuidv5 } from 'uuid';

/** Namespace of the product's name-based ids, so reference data keeps the same ids on every machine and every seed run. */
const NAMESPACE = '6f1c2a8e-3b4d-5e6f-8a9b-0c1d2e3f4a5b';

export const stableID = (...parts: string[]) => uuidv5(parts.join('/'), NAMESPACE);
