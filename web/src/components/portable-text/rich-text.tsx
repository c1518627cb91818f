import { PortableText, type PortableTextComponents, type PortableTextProps } from '@portabletext/react'
import styled from 'styled-components'

const Prose = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  h2 {
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.fontSize.xl};
    margin-top: ${({ theme }) => theme.space.lg};
  }
  h3 {
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  ul,
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  strong {
    color: ${({ theme }) => theme.color.text};
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
