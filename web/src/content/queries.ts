import { defineQuery } from 'groq'

/*
 * Every GROQ query of the site. Each takes `$lang` and falls back to Spanish field by field, so a
 * missing English value shows the Spanish one instead of nothing. The fallback is spelled
 * `coalesce(select($lang == "en" => f.en), f.es)` rather than `coalesce(f[$lang], f.es)`: TypeGen
 * reads `f[$lang]` as an array filter and would type every field wrongly (docs/decisions/0002).
 * Fragments are plain string constants so that TypeGen can read them.
 */

const seo = /* groq */ `"seo": seo{
  "title": coalesce(select($lang == "en" => title.en), title.es),
  "description": coalesce(select($lang == "en" => description.en), description.es),
  "image": image.asset->url,
  noIndex
}`

const heading = /* groq */ `{
  "eyebrow": coalesce(select($lang == "en" => eyebrow.en), eyebrow.es),
  "title": coalesce(select($lang == "en" => title.en), title.es),
  "subtitle": coalesce(select($lang == "en" => subtitle.en), subtitle.es)
}`

const image = /* groq */ `{
  asset,
  crop,
  hotspot,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  "alt": coalesce(select($lang == "en" => alt.en), alt.es)
}`

const benefitCard = /* groq */ `{
  _key,
  icon,
  "title": coalesce(select($lang == "en" => title.en), title.es),
  "description": coalesce(select($lang == "en" => description.en), description.es)
}`

const featureCard = /* groq */ `{
  _key,
  icon,
  "title": coalesce(select($lang == "en" => title.en), title.es),
  "description": coalesce(select($lang == "en" => description.en), description.es),
  "features": coalesce(select($lang == "en" => features.en), features.es)
}`

const stepsSection = /* groq */ `{
  "heading": heading${heading},
  "steps": steps[]{
    _key,
    "title": coalesce(select($lang == "en" => title.en), title.es),
    "description": coalesce(select($lang == "en" => description.en), description.es)
  }
}`

const cardsSection = /* groq */ `{
  "heading": heading${heading},
  "cards": cards[]${benefitCard}
}`

const featureCardsSection = /* groq */ `{
  "heading": heading${heading},
  "cards": cards[]${featureCard}
}`

const callToAction = /* groq */ `{
  "title": coalesce(select($lang == "en" => title.en), title.es),
  "text": coalesce(select($lang == "en" => text.en), text.es),
  "buttonLabel": coalesce(select($lang == "en" => buttonLabel.en), buttonLabel.es),
  "secondaryLabel": coalesce(select($lang == "en" => secondaryLabel.en), secondaryLabel.es)
}`

const explainer = /* groq */ `{
  "title": coalesce(select($lang == "en" => title.en), title.es),
  "body": coalesce(select($lang == "en" => body.en), body.es)
}`

const faqItem = /* groq */ `{
  _id,
  "question": coalesce(select($lang == "en" => question.en), question.es),
  "answer": coalesce(select($lang == "en" => answer.en), answer.es)
}`

export const layoutQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  brandName,
  email,
  phone,
  "location": coalesce(select($lang == "en" => location.en), location.es),
  bookingUrl30,
  bookingUrl15,
  "voiceDemo": voiceDemo{ publicKey, assistantId },
  "defaultShareImage": defaultShareImage{ "url": asset->url },
  "footer": footer{
    "description": coalesce(select($lang == "en" => description.en), description.es),
    "scheduleTitle": coalesce(select($lang == "en" => scheduleTitle.en), scheduleTitle.es),
    "scheduleText": coalesce(select($lang == "en" => scheduleText.en), scheduleText.es),
    "scheduleButtonLabel": coalesce(select($lang == "en" => scheduleButtonLabel.en), scheduleButtonLabel.es)
  }
}`)

export const homePageQuery = defineQuery(`{
  "page": *[_type == "homePage" && _id == "homePage"][0]{
    ${seo},
    "hero": hero{
      "titleLead": coalesce(select($lang == "en" => titleLead.en), titleLead.es),
      "titleHighlight": coalesce(select($lang == "en" => titleHighlight.en), titleHighlight.es),
      "titleTrail": coalesce(select($lang == "en" => titleTrail.en), titleTrail.es),
      "subtitle": coalesce(select($lang == "en" => subtitle.en), subtitle.es),
      "ctaLabel": coalesce(select($lang == "en" => ctaLabel.en), ctaLabel.es)
    },
    "analysisSection": analysisSection${heading},
    "voiceSection": voiceSection${heading},
    "voiceSectionNoDemo": voiceSectionNoDemo${heading},
    "differentials": differentials${cardsSection},
    "howItWorks": howItWorks${stepsSection},
    "howItWorksCtaLabel": coalesce(select($lang == "en" => howItWorksCtaLabel.en), howItWorksCtaLabel.es),
    "testimonialsSection": testimonialsSection${heading},
    "portfolioSection": portfolioSection${heading},
    "bookingSection": bookingSection${heading},
    "faqSection": faqSection${heading},
    "contactSection": contactSection${heading}
  },
  "testimonials": *[_type == "testimonial"] | order(order asc){
    _id,
    name,
    business,
    "text": coalesce(select($lang == "en" => text.en), text.es),
    rating
  },
  "portfolio": *[_type == "portfolioProject"] | order(order asc){
    _id,
    "title": coalesce(select($lang == "en" => title.en), title.es),
    "description": coalesce(select($lang == "en" => description.en), description.es),
    url,
    "images": images[]${image}
  },
  "faq": *[_type == "faqItem" && "home" in placements] | order(order asc)${faqItem}
}`)

export const servicesPageQuery = defineQuery(`{
  "page": *[_type == "servicesPage" && _id == "servicesPage"][0]{
    ${seo},
    "hero": hero${heading},
    "cardLearnMoreLabel": coalesce(select($lang == "en" => cardLearnMoreLabel.en), cardLearnMoreLabel.es),
    "modalSummaryTitle": coalesce(select($lang == "en" => modalSummaryTitle.en), modalSummaryTitle.es),
    "modalBenefitsTitle": coalesce(select($lang == "en" => modalBenefitsTitle.en), modalBenefitsTitle.es),
    "modalResultsTitle": coalesce(select($lang == "en" => modalResultsTitle.en), modalResultsTitle.es),
    "modalScheduleLabel": coalesce(select($lang == "en" => modalScheduleLabel.en), modalScheduleLabel.es),
    "cta": cta${callToAction},
    "bookingSection": bookingSection${heading}
  },
  "services": *[_type == "service"] | order(order asc){
    _id,
    key,
    icon,
    gradient,
    "title": coalesce(select($lang == "en" => title.en), title.es),
    "tagline": coalesce(select($lang == "en" => tagline.en), tagline.es),
    "bullets": coalesce(select($lang == "en" => bullets.en), bullets.es),
    "badge": coalesce(select($lang == "en" => badge.en), badge.es),
    "modalSummary": coalesce(select($lang == "en" => modalSummary.en), modalSummary.es),
    "modalBenefits": coalesce(select($lang == "en" => modalBenefits.en), modalBenefits.es),
    "modalResults": coalesce(select($lang == "en" => modalResults.en), modalResults.es)
  }
}`)

export const webDesignPageQuery = defineQuery(`{
  "page": *[_type == "webDesignPage" && _id == "webDesignPage"][0]{
    ${seo},
    "hero": hero${heading},
    "benefits": benefits${cardsSection},
    "included": included{
      "heading": heading${heading},
      "items": coalesce(select($lang == "en" => items.en), items.es)
    },
    "process": process${stepsSection},
    "faqSection": faqSection${heading},
    "cta": cta${callToAction}
  },
  "faq": *[_type == "faqItem" && "webDesign" in placements] | order(order asc)${faqItem}
}`)

export const chatbotsPageQuery = defineQuery(`{
  "page": *[_type == "chatbotsPage" && _id == "chatbotsPage"][0]{
    ${seo},
    "hero": hero${heading},
    "explainer": explainer${explainer},
    "channels": channels${featureCardsSection},
    "benefits": benefits${cardsSection},
    "process": process${stepsSection},
    "faqSection": faqSection${heading},
    "cta": cta${callToAction}
  },
  "faq": *[_type == "faqItem" && "chatbots" in placements] | order(order asc)${faqItem}
}`)

export const voiceAssistantsPageQuery = defineQuery(`{
  "page": *[_type == "voiceAssistantsPage" && _id == "voiceAssistantsPage"][0]{
    ${seo},
    "hero": hero${heading},
    "explainer": explainer${explainer},
    "industries": industries${featureCardsSection},
    "benefits": benefits${cardsSection},
    "callFlow": callFlow${stepsSection},
    "technicalFeatures": technicalFeatures${cardsSection},
    "faqSection": faqSection${heading},
    "cta": cta${callToAction},
    "ctaNoDemo": ctaNoDemo${callToAction}
  },
  "faq": *[_type == "faqItem" && "voiceAssistants" in placements] | order(order asc)${faqItem}
}`)

export const aboutPageQuery = defineQuery(`{
  "page": *[_type == "aboutPage" && _id == "aboutPage"][0]{
    ${seo},
    "hero": hero${heading},
    "founder": founder{
      name,
      "role": coalesce(select($lang == "en" => role.en), role.es),
      "photo": photo${image},
      "bio": coalesce(select($lang == "en" => bio.en), bio.es)
    },
    "highlights": highlights[]${benefitCard},
    "quote": quote{ "text": coalesce(select($lang == "en" => text.en), text.es), author },
    "process": process${stepsSection},
    "cta": cta${callToAction}
  }
}`)

export const contactPageQuery = defineQuery(`{
  "page": *[_type == "contactPage" && _id == "contactPage"][0]{
    ${seo},
    "hero": hero${heading},
    "channelsTitle": coalesce(select($lang == "en" => channelsTitle.en), channelsTitle.es),
    "bookingSection": bookingSection${heading},
    "formSection": formSection${heading}
  }
}`)

export const legalPageQuery = defineQuery(`{
  "page": *[_type == "legalPage" && key == $key][0]{
    ${seo},
    "title": coalesce(select($lang == "en" => title.en), title.es),
    updatedAt,
    "body": coalesce(select($lang == "en" => body.en), body.es)
  },
  "chrome": *[_type == "legalPagesChrome" && _id == "legalPagesChrome"][0]{
    "backToHomeLabel": coalesce(select($lang == "en" => backToHomeLabel.en), backToHomeLabel.es),
    "contactPrompt": coalesce(select($lang == "en" => contactPrompt.en), contactPrompt.es),
    "updatedLabel": coalesce(select($lang == "en" => updatedLabel.en), updatedLabel.es)
  }
}`)

export const notFoundPageQuery = defineQuery(`{
  "page": *[_type == "notFoundPage" && _id == "notFoundPage"][0]{
    ${seo},
    "title": coalesce(select($lang == "en" => title.en), title.es),
    "text": coalesce(select($lang == "en" => text.en), text.es),
    "homeLabel": coalesce(select($lang == "en" => homeLabel.en), homeLabel.es),
    "backLabel": coalesce(select($lang == "en" => backLabel.en), backLabel.es)
  }
}`)
