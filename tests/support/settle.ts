/** Promise fakes settle on the microtask queue; one macrotask turn lets the actor see them. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))
