import {TranslateIcon} from '@sanity/icons/Translate'
import {Box, Card, Flex, Select} from '@sanity/ui'
import {useId} from 'react'
import {useLocale, type NavbarProps} from 'sanity'

/** The choice's label in every language the Studio speaks, so anyone can find their way back. */
const label = 'Idioma · Language'

/**
 * This Sanity version's user menu lists no languages, so the navigation bar offers the choice:
 * each editor's pick is kept in their browser, and the whole Studio (the Leads tool included)
 * speaks it at once.
 */
export function LocaleChoice() {
  const {locales, currentLocale, changeLocale} = useLocale()
  const id = useId()
  return (
    <Flex align="center" gap={2}>
      {/* Left out on a phone, where the bar has no room to spare. */}
      <Box display={['none', 'none', 'block']}>
        <label htmlFor={id} title={label}>
          <TranslateIcon aria-hidden style={{fontSize: 25, display: 'block'}} />
        </label>
      </Box>
      <Select
        id={id}
        aria-label={label}
        fontSize={1}
        padding={2}
        value={currentLocale.id}
        onChange={(event) => void changeLocale(event.currentTarget.value)}
      >
        {locales.map((locale) => (
          <option key={locale.id} value={locale.id} lang={locale.id}>
            {locale.title}
          </option>
        ))}
      </Select>
    </Flex>
  )
}

/** The Studio's bar with the language choice at its end. */
export function NavbarWithLocale(props: NavbarProps) {
  return (
    <Flex align="stretch">
      <Box flex={1} style={{minWidth: 0}}>
        {props.renderDefault(props)}
      </Box>
      {/* Its own line under it, level with the bar's. */}
      <Card borderBottom paddingX={2} display="flex" style={{alignItems: 'center'}}>
        <LocaleChoice />
      </Card>
    </Flex>
  )
}
