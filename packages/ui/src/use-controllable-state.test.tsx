import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './use-controllable-state.js';

describe('useControllableState', () => {
  describe('given no controlled value', () => {
    it('should keep its own state and report changes', () => {
      const onChange = vi.fn();
      const { result } = renderHook(() => useControllableState({ defaultProp: false, onChange }));
      act(() => result.current[1](true));
      expect(result.current[0]).toBe(true);
      expect(onChange).toHaveBeenCalledWith(true);
    });

    it('should accept an updater function', () => {
      const { result } = renderHook(() => useControllableState({ defaultProp: 1 }));
      act(() => result.current[1]((n) => n + 1));
      act(() => result.current[1]((n) => n + 1));
      expect(result.current[0]).toBe(3);
    });
  });

  describe('given a controlled value', () => {
    it('should only report changes and follow the prop', () => {
      const onChange = vi.fn();
      const { result, rerender } = renderHook(
        ({ open }) => useControllableState({ prop: open, defaultProp: false, onChange }),
        {
          initialProps: { open: false },
        },
      );
      act(() => result.current[1](true));
      expect(result.current[0]).toBe(false);
      expect(onChange).toHaveBeenCalledWith(true);
      rerender({ open: true });
      expect(result.current[0]).toBe(true);
    });

    it('should not report a change to the current value', () => {
      const onChange = vi.fn();
      const { result } = renderHook(() =>
        useControllableState({ prop: 'a', defaultProp: 'b', onChange }),
      );
      act(() => result.current[1]('a'));
      expect(onChange).not.toHaveBeenCalled();
    });
  });
});
