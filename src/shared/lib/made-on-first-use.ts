/**
 * A value made the first time it is needed, then kept. For Intl formats: building one loads
 * locale data (10-30 ms on a phone), which start-up should not pay for when a module loads.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
