import { useCallback, useRef, useState } from 'react';

export interface UseControllableStateOptions<T> {
  /** The controlled value. When it is not `undefined` the caller owns the state. */
  prop?: T | undefined;
  /** Initial value while uncontrolled. */
  defaultProp: T;
  /** Called with every requested change, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
}

export type SetControllableState<T> = (next: T | ((previous: T) => T)) => void;

/**
 * One state hook for compound components that can be controlled (`open` + `onOpenChange`) or
 * uncontrolled (`defaultOpen`). Radix's pattern: the setter always reports the change, and
 * only stores it when nobody controls the value.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: UseControllableStateOptions<T>): [T, SetControllableState<T>] {
  const [uncontrolled, setUncontrolled] = useState<T>(defaultProp);
  const isControlled = prop !== undefined;
  const value = isControlled ? (prop as T) : uncontrolled;

  // Refs keep the setter stable while still seeing the latest value and callback.
  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const controlledRef = useRef(isControlled);
  controlledRef.current = isControlled;

  const setValue = useCallback<SetControllableState<T>>((next) => {
    const resolved =
      typeof next === 'function' ? (next as (previous: T) => T)(valueRef.current) : next;
    if (Object.is(resolved, valueRef.current)) return;
    valueRef.current = resolved;
    if (!controlledRef.current) setUncontrolled(resolved);
    onChangeRef.current?.(resolved);
  }, []);

  return [value, setValue];
}
