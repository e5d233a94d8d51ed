/**
 * At most `size` of something at once in this process (uploads being received and stored): a
 * request takes a slot or is told to come back. A slot is given back once, whatever calls it.
 */
export class UploadSlots {
  private used = 0;

  constructor(readonly size: number) {}

  /** A function that gives the slot back, or null when every slot is taken. */
  take(): (() => void) | null {
    if (this.used >= this.size) return null;
    this.used += 1;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.used -= 1;
    };
  }
}
