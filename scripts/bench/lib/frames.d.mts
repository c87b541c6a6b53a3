export declare function recordFrames(page: unknown, action: () => Promise<void>): Promise<number[]>
export declare function frameHistogram(frames: readonly number[]): string
