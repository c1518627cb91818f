import type { Verdict } from '../model'
import type { Snapshot } from '../snapshot'
import { hrefs, scripts, verdict } from './util'

/** Widgets recognised by the address their script or frame loads from. */
const chatWidgets =
  /tawk\.to|crisp\.chat|intercom|driftt?\.com|tidio|zdassets\.com|zopim|hs-scripts\.com|hubspot.*conversations|livechatinc|jivosite|manychat|chatbase|botpress|landbot|freshchat|getbutton\.io|elfsight.*whatsapp|wati\.io|respond\.io|vapi/
const bookingTools =
  /calendly\.com|acuityscheduling|youcanbook\.me|setmore|simplybook|squareup\.com\/appointments|cal\.com|booksy|calendar\.app\.google|calendar\.google\.com\/calendar\/appointments|tidycal|zcal|savvycal|fresha/
const analyticsTools =
  /googletagmanager\.com|google-analytics\.com|gtag\(|plausible\.io|matomo|piwik|connect\.facebook\.net|fbq\(|clarity\.ms|hotjar|umami|posthog|segment\.com|mixpanel/
const mailTools = /mailchimp|list-manage\.com|klaviyo|convertkit|mailerlite|sendinblue|brevo|hsforms|activecampaign/

export function automationChecks(snapshot: Snapshot): Verdict[] {
  const { $ } = snapshot
  const code = scripts($)
  const links = hrefs($).join('\n')
  const emailField = $('form input[type="email"], form input[name*="mail" i]').length > 0
  return [
    verdict('chatWidget', chatWidgets.test(code) ? 'pass' : 'warn', 'medium'),
    verdict('onlineBooking', bookingTools.test(code) || bookingTools.test(links) ? 'pass' : 'warn', 'medium'),
    verdict('analytics', analyticsTools.test(code) ? 'pass' : 'fail', 'medium'),
    verdict('emailCapture', emailField || mailTools.test(code) || mailTools.test(links) ? 'pass' : 'warn', 'low'),
  ]
}
