/** Durable positions of the log's followers that keep no read model of their own (the reactors). */
export interface CheckpointStore {
  /** 0 when nothing was saved under the name */
  load(name: string): Promise<number>;
  /** never moves a checkpoint back: saving a lower position than the stored one keeps the stored one */
  save(name: string, position: number): Promise<void>;
  close(): Promise<void>;
}
