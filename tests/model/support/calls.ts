/** The harnesses' record of the calls a machine made to its injected actors. */

/** The latest call the machine made; fails the path when it made none. */
export function lastOf<T>(list: T[]): T {
  const item = list.at(-1)
  if (item === undefined) throw new Error('the machine did not call the actor')
  return item
}
