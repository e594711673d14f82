import { keyedSets } from './keyed-sets.ts';

/** One open stream as the caps see it: whose it is, where it comes from, and how to close it to make room. */
export interface CappedStream {
  userID: string;
  /** The client's address as the server sees it (behind a proxy, the one TRUST_PROXY lets through). */
  address: string;
  /** Closes the stream because newer ones took its place. */
  evict(): void;
}

export interface StreamCapsOptions {
  perPerson: number;
  perAddress: number;
}

/**
 * The open streams of this process, capped per person and per address. A stream past a cap closes the oldest of that
 * person or address, not itself: a person who opens an eleventh tab wants it to work, and a forgotten tab is the one to
 * go. The counts are this process's own; each process guards its own file descriptors and memory, so with N processes
 * a person may hold up to N times the cap (docs/security.md).
 */
export function streamCaps({ perPerson, perAddress }: StreamCapsOptions) {
  // A Set iterates in insertion order, so its first entry is the oldest stream.
  const byPerson = keyedSets<string, CappedStream>();
  const byAddress = keyedSets<string, CappedStream>();

  const release = (stream: CappedStream) => {
    byPerson.delete(stream.userID, stream);
    byAddress.delete(stream.address, stream);
  };
  /** Takes the oldest streams out of a group past its cap; answers them, to be closed. */
  const overflow = (streams: ReadonlySet<CappedStream> | undefined, cap: number): CappedStream[] => {
    const evicted: CappedStream[] = [];
    for (const oldest of streams ?? []) {
      if (streams!.size - evicted.length <= cap) break;
      evicted.push(oldest);
    }
    evicted.forEach(release);
    return evicted;
  };

  return {
    /**
     * Counts a stream that opens, closing the oldest ones it puts over a cap; answers the function that uncounts it
     * when it ends (once is enough, twice does nothing).
     */
    admit(stream: CappedStream): () => void {
      byPerson.add(stream.userID, stream);
      byAddress.add(stream.address, stream);
      const evicted = [
        ...overflow(byPerson.get(stream.userID), perPerson),
        ...overflow(byAddress.get(stream.address), perAddress),
      ];
      for (const old of evicted) old.evict();
      return () => release(stream);
    },

    /** Open streams of a person, of an address, and of the whole process. */
    count(of: { userID?: string; address?: string } = {}): number {
      if (of.userID !== undefined) return byPerson.get(of.userID)?.size ?? 0;
      if (of.address !== undefined) return byAddress.get(of.address)?.size ?? 0;
      let total = 0;
      for (const streams of byPerson.values()) total += streams.size;
      return total;
    },
  };
}
export type StreamCaps = ReturnType<typeof streamCaps>;
