import {UsersIcon} from '@sanity/icons/Users'
import {definePlugin, type ToolMenuProps} from 'sanity'
import {route} from 'sanity/router'

import {LeadsTool} from './leads-tool'
import {leadsBundles} from './leads-texts'
import {useLeadsText} from './use-leads-text'

const toolName = 'leads'

/** The top bar names the tool in the Studio's language; a tool's own title is one fixed string. */
function ToolMenu(props: ToolMenuProps) {
  const text = useLeadsText()
  const tools = props.tools.map((tool) => (tool.name === toolName ? {...tool, title: text('tool.title')} : tool))
  return props.renderDefault({...props, tools})
}

/** The Leads tool: its entry in the top bar, its words in both languages. */
export const leadsPlugin = definePlugin({
  name: 'agency-leads',
  // The tool's tab and filters are in its address; it has no paths of its own.
  tools: [{name: toolName, title: 'Leads', icon: UsersIcon, component: LeadsTool, router: route.create('/')}],
  i18n: {bundles: leadsBundles},
  studio: {components: {toolMenu: ToolMenu}},
})
