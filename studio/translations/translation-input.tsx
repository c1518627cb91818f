import {useLanguageFilterStudioContext} from '@sanity/language-filter'
import {useEffect, useRef} from 'react'
import {isObjectInputProps, set, type InputProps, type ObjectInputProps, type PortableTextBlock} from 'sanity'
import styled from 'styled-components'

import {defaultLanguage, languages} from '../../schemas/constants'
import {isEmpty, sourceDigest, sourceDigestField} from '../../schemas/lib/source-digest'

const translations = languages.filter((language) => !language.isDefault)
const spanishTitle = languages.find((language) => language.isDefault)!.title

/** The Spanish as a translator reads it: paragraphs of rich text and list items one per line. */
function plainText(value: unknown): string {
  if (typeof value === 'string') return value
  if (!Array.isArray(value)) return ''
  return value
    .map((item) =>
      typeof item === 'string'
        ? item
        : ((item as PortableTextBlock).children as {text?: string}[] | undefined)?.map((span) => span.text).join(''),
    )
    .join('\n')
}

function LocalizedInput(props: ObjectInputProps) {
  const {focusPath, onChange, value} = props
  const {selectedLanguageIds} = useLanguageFilterStudioContext()
  const source = value?.[defaultLanguage]

  // A translation the editor is typing in (its input has focus) records which Spanish it was made
  // from. The inputs below report their edits to the form, not through this object's onChange, so
  // the edit is seen here as a changed value; one that arrives from elsewhere has no focus here.
  const previous = useRef(value)
  useEffect(() => {
    const before = previous.current
    previous.current = value
    for (const {id} of translations) {
      if (focusPath[0] !== id || before?.[id] === value?.[id]) continue
      const digest = sourceDigest(source)
      if (value?.[sourceDigestField(id)] !== digest) onChange(set(digest, [sourceDigestField(id)]))
    }
  }, [focusPath, onChange, source, value])

  const input = props.renderDefault(props)
  if (selectedLanguageIds.includes(defaultLanguage) || isEmpty(source)) return input
  // Spanish hidden by the language filter: the translator still reads what they translate.
  return (
    <div>
      <Source data-testid="spanish-source">
        <strong>{spanishTitle}</strong>
        {plainText(source)}
      </Source>
      {input}
    </div>
  )
}

const Source = styled.blockquote`
  margin: 0 0 0.75rem;
  padding: 0.75rem;
  border: 1px solid var(--card-border-color);
  border-radius: 3px;
  font-size: 0.8125rem;
  line-height: 1.5;
  white-space: pre-wrap;

  strong {
    display: block;
    margin-bottom: 0.25rem;
    opacity: 0.7;
  }
`

/** Form middleware: the `locale*` objects get the translators' input, everything else its own. */
export function TranslationInput(props: InputProps) {
  if (isObjectInputProps(props) && props.schemaType.name.startsWith('locale')) return <LocalizedInput {...props} />
  return props.renderDefault(props)
}
