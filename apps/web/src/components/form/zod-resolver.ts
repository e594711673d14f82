// Zod runs in the browser only on the pages with forms; they take their resolver from here, so it runs without eval.
import '../../lib/zod-jitless.ts';

export { zodResolver } from '@hookform/resolvers/zod';
