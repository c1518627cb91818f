import {useEffect, useState} from 'react'

/** How long typing must pause before a search asks the site. */
const typingPauseMs = 300

/** The value once it has stayed the same for a moment: a search asks after a pause in the typing. */
export function useSettled<T>(value: T, ms = typingPauseMs) {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
