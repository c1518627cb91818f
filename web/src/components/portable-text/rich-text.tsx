import { PortableText, type PortableTextComponents, type PortableTextProps } from '@portabletext/react'
import styled from 'styled-components'

const Prose = styled.div`
  display: grid;
  gap: var(--space-md);
  color: var(--color-text-muted);
  h2 {
    color: var(--color-text);
    font-size: var(--font-size-xl);
    margin-top: var(--space-lg);
  }
  h3 {
    color: var(--color-text);
    font-size: var(--font-size-lg);
  }
  ul,
  ol {
    margin: 0;
    padding-left: var(--space-lg);
    display: grid;
    gap: var(--space-xs);
  }
  strong {
    color: var(--color-text);
  }
`

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => {
      const href = typeof value?.href === 'string' ? value.href : '#'
      const external = /^https?:\/\//.test(href)
      return (
        <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
        </a>
      )
    },
  },
}

/** Portable Text from the CMS, styled for long-form reading. */
export function RichText({ value }: { value: PortableTextProps['value'][] | null | undefined }) {
  if (!value?.length) return null
  return (
    <Prose>
      <PortableText value={value} components={components} />
    </Prose>
  )
}
