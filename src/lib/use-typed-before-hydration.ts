import { useEffectEvent, useLayoutEffect, type RefObject } from 'react'

/**
 * A visitor can type into a prerendered form before its scripts have run. Hydration leaves the
 * typed text on screen (React does not write a controlled value over the DOM while hydrating),
 * but the field's state still holds its initial value, so the next render of the form would write
 * that back and wipe what was typed. Once mounted, before the browser paints again, this hands
 * every named field of the form whose text differs from the value React rendered (its
 * defaultValue) to `adopt`, which puts it into the form's state.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: (name: string, value: string) => void,
) {
  const onTyped = useEffectEvent(adopt)
  useLayoutEffect(() => {
    for (const element of form.current?.elements ?? []) {
      const typed = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      if (typed && element.name && element.value !== element.defaultValue)
        onTyped(element.name, element.value)
    }
  }, [form])
}
