import { defineQuery } from 'groq'

/*
 * Every GROQ query of the site. Each takes `$lang` and falls back to Spanish field by field,
 * so a missing English value shows the Spanish one instead of nothing. Fragments are plain string
 * constants so that TypeGen can read them.
 */

const seo = /* groq */ `"seo": seo{
  "title": coalesce(title[$lang], title.es),
  "description": coalesce(description[$lang], description.es),
  "image": image.asset->url,
  noIndex
}`

const heading = /* groq */ `{
  "eyebrow": coalesce(eyebrow[$lang], eyebrow.es),
  "title": coalesce(title[$lang], title.es),
  "subtitle": coalesce(subtitle[$lang], subtitle.es)
}`

const image = /* groq */ `{
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  "alt": coalesce(alt[$lang], alt.es)
}`

const benefitCard = /* groq */ `{
  _key,
  icon,
  "title": coalesce(title[$lang], title.es),
  "description": coalesce(description[$lang], description.es)
}`

const featureCard = /* groq */ `{
  _key,
  icon,
  "title": coalesce(title[$lang], title.es),
  "description": coalesce(description[$lang], description.es),
  "features": coalesce(features[$lang], features.es)
}`

const stepsSection = /* groq */ `{
  "heading": heading${heading},
  "steps": steps[]{
    _key,
    "title": coalesce(title[$lang], title.es),
    "description": coalesce(description[$lang], description.es)
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
  "title": coalesce(title[$lang], title.es),
  "text": coalesce(text[$lang], text.es),
  "buttonLabel": coalesce(buttonLabel[$lang], buttonLabel.es),
  "secondaryLabel": coalesce(secondaryLabel[$lang], secondaryLabel.es)
}`

const explainer = /* groq */ `{
  "title": coalesce(title[$lang], title.es),
  "body": coalesce(body[$lang], body.es)
}`

const faqItem = /* groq */ `{
  _id,
  "question": coalesce(question[$lang], question.es),
  "answer": coalesce(answer[$lang], answer.es)
}`

export const layoutQuery = defineQuery(`*[_id == "siteSettings"][0]{
  brandName,
  email,
  phone,
  "location": coalesce(location[$lang], location.es),
  bookingUrl30,
  bookingUrl15,
  "voiceDemo": voiceDemo{ publicKey, assistantId },
  "defaultShareImage": defaultShareImage${image},
  "footer": footer{
    "description": coalesce(description[$lang], description.es),
    "scheduleTitle": coalesce(scheduleTitle[$lang], scheduleTitle.es),
    "scheduleText": coalesce(scheduleText[$lang], scheduleText.es),
    "scheduleButtonLabel": coalesce(scheduleButtonLabel[$lang], scheduleButtonLabel.es)
  }
}`)

export const homePageQuery = defineQuery(`{
  "page": *[_id == "homePage"][0]{
    ${seo},
    "hero": hero{
      "titleLead": coalesce(titleLead[$lang], titleLead.es),
      "titleHighlight": coalesce(titleHighlight[$lang], titleHighlight.es),
      "titleTrail": coalesce(titleTrail[$lang], titleTrail.es),
      "subtitle": coalesce(subtitle[$lang], subtitle.es),
      "ctaLabel": coalesce(ctaLabel[$lang], ctaLabel.es)
    },
    "analysisSection": analysisSection${heading},
    "voiceSection": voiceSection${heading},
    "differentials": differentials${cardsSection},
    "howItWorks": howItWorks${stepsSection},
    "howItWorksCtaLabel": coalesce(howItWorksCtaLabel[$lang], howItWorksCtaLabel.es),
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
    "text": coalesce(text[$lang], text.es),
    rating
  },
  "portfolio": *[_type == "portfolioProject"] | order(order asc){
    _id,
    "title": coalesce(title[$lang], title.es),
    "description": coalesce(description[$lang], description.es),
    url,
    "images": images[]${image}
  },
  "faq": *[_type == "faqItem" && "home" in placements] | order(order asc)${faqItem}
}`)

export const servicesPageQuery = defineQuery(`{
  "page": *[_id == "servicesPage"][0]{
    ${seo},
    "hero": hero${heading},
    "cardLearnMoreLabel": coalesce(cardLearnMoreLabel[$lang], cardLearnMoreLabel.es),
    "modalSummaryTitle": coalesce(modalSummaryTitle[$lang], modalSummaryTitle.es),
    "modalBenefitsTitle": coalesce(modalBenefitsTitle[$lang], modalBenefitsTitle.es),
    "modalResultsTitle": coalesce(modalResultsTitle[$lang], modalResultsTitle.es),
    "modalScheduleLabel": coalesce(modalScheduleLabel[$lang], modalScheduleLabel.es),
    "cta": cta${callToAction},
    "bookingSection": bookingSection${heading}
  },
  "services": *[_type == "service"] | order(order asc){
    _id,
    key,
    icon,
    gradient,
    "title": coalesce(title[$lang], title.es),
    "tagline": coalesce(tagline[$lang], tagline.es),
    "bullets": coalesce(bullets[$lang], bullets.es),
    "badge": coalesce(badge[$lang], badge.es),
    "modalSummary": coalesce(modalSummary[$lang], modalSummary.es),
    "modalBenefits": coalesce(modalBenefits[$lang], modalBenefits.es),
    "modalResults": coalesce(modalResults[$lang], modalResults.es)
  }
}`)

export const webDesignPageQuery = defineQuery(`{
  "page": *[_id == "webDesignPage"][0]{
    ${seo},
    "hero": hero${heading},
    "benefits": benefits${cardsSection},
    "included": included{
      "heading": heading${heading},
      "items": coalesce(items[$lang], items.es)
    },
    "process": process${stepsSection},
    "faqSection": faqSection${heading},
    "cta": cta${callToAction}
  },
  "faq": *[_type == "faqItem" && "webDesign" in placements] | order(order asc)${faqItem}
}`)

export const chatbotsPageQuery = defineQuery(`{
  "page": *[_id == "chatbotsPage"][0]{
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
  "page": *[_id == "voiceAssistantsPage"][0]{
    ${seo},
    "hero": hero${heading},
    "explainer": explainer${explainer},
    "industries": industries${featureCardsSection},
    "benefits": benefits${cardsSection},
    "callFlow": callFlow${stepsSection},
    "technicalFeatures": technicalFeatures${cardsSection},
    "faqSection": faqSection${heading},
    "cta": cta${callToAction}
  },
  "faq": *[_type == "faqItem" && "voiceAssistants" in placements] | order(order asc)${faqItem}
}`)

export const aboutPageQuery = defineQuery(`{
  "page": *[_id == "aboutPage"][0]{
    ${seo},
    "hero": hero${heading},
    "founder": founder{
      name,
      "role": coalesce(role[$lang], role.es),
      "photo": photo${image},
      "bio": coalesce(bio[$lang], bio.es)
    },
    "highlights": highlights[]${benefitCard},
    "quote": quote{ "text": coalesce(text[$lang], text.es), author },
    "process": process${stepsSection},
    "cta": cta${callToAction}
  }
}`)

export const contactPageQuery = defineQuery(`{
  "page": *[_id == "contactPage"][0]{
    ${seo},
    "hero": hero${heading},
    "channelsTitle": coalesce(channelsTitle[$lang], channelsTitle.es),
    "bookingSection": bookingSection${heading},
    "formSection": formSection${heading}
  }
}`)

export const legalPageQuery = defineQuery(`{
  "page": *[_type == "legalPage" && key == $key][0]{
    ${seo},
    "title": coalesce(title[$lang], title.es),
    updatedAt,
    "body": coalesce(body[$lang], body.es)
  },
  "chrome": *[_id == "legalPagesChrome"][0]{
    "backToHomeLabel": coalesce(backToHomeLabel[$lang], backToHomeLabel.es),
    "contactPrompt": coalesce(contactPrompt[$lang], contactPrompt.es),
    "updatedLabel": coalesce(updatedLabel[$lang], updatedLabel.es)
  }
}`)

export const notFoundPageQuery = defineQuery(`{
  "page": *[_id == "notFoundPage"][0]{
    ${seo},
    "title": coalesce(title[$lang], title.es),
    "text": coalesce(text[$lang], text.es),
    "homeLabel": coalesce(homeLabel[$lang], homeLabel.es),
    "backLabel": coalesce(backLabel[$lang], backLabel.es)
  }
}`)
