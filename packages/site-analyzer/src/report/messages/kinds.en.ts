import type { BusinessKind } from '../../model'
import type { KindMessages } from './catalogue'

/** Each kind of business in English: how we name it, what we would do for it, and its examples. */
export const kindsEn: Record<BusinessKind, KindMessages> = {
  restaurant: {
    name: 'a restaurant',
    suggestion:
      'A WhatsApp chatbot that takes reservations and orders at any hour, a voice assistant that answers the phone at your busiest time, and a fast site with your menu and a booking button on the first screen.',
    cta: '"Book a table" or "Order on WhatsApp"',
    booking: 'Nobody can book a table or place an order online.',
    bookingFix:
      'Take reservations and orders online: a form with date, time and party size, or a reservation or delivery platform linked from the menu.',
    schema: 'Restaurant with address, phone, opening hours, cuisine and a link to the menu',
    titleExample: '"Traditional food restaurant in {city} | Name"',
  },
  bakery: {
    name: 'a bakery or pastry shop',
    suggestion:
      'A WhatsApp chatbot that takes cake orders with a delivery date and answers prices and hours, and a fast site with your catalogue and an order button on the first screen.',
    cta: '"Order on WhatsApp" or "Place an order"',
    booking: 'Nobody can order a cake or place an order online.',
    bookingFix:
      'Take orders online: a WhatsApp button with a message that asks for the product, the delivery date and time, or an order form with those fields.',
    schema: 'Bakery with address, phone, opening hours and your main products',
    titleExample: '"Bakery and pastry shop in {city} | Name"',
  },
  fastFood: {
    name: 'a pizzeria or fast-food business',
    suggestion:
      'A WhatsApp chatbot that takes complete orders (items, address, payment) without anyone answering, a voice assistant for phone orders, and a fast site with your menu and prices.',
    cta: '"Order for delivery" or "Order on WhatsApp"',
    booking: 'Nobody can place an order online.',
    bookingFix:
      'Take orders online: a menu with an order-on-WhatsApp button, your own cart, or your shop on a delivery platform linked from the first screen.',
    schema: 'FastFoodRestaurant with address, phone, opening hours, delivery area and a link to the menu',
    titleExample: '"Pizza delivery in {city} | Name"',
  },
  cafe: {
    name: 'a café or ice-cream shop',
    suggestion:
      'A fast site with your menu, hours and location on the first screen, and a WhatsApp chatbot that answers hours, takes takeaway orders and group bookings.',
    cta: '"See the menu" or "Order to go"',
    booking: 'Nobody can order to go or book online.',
    bookingFix:
      'Offer takeaway orders on WhatsApp or an ordering platform, and group bookings through a form with date and time.',
    schema: 'CafeOrCoffeeShop (or IceCreamShop) with address, phone, opening hours and a link to the menu',
    titleExample: '"Specialty coffee shop in {city} | Name"',
  },
  bar: {
    name: 'a bar',
    suggestion:
      'A WhatsApp chatbot that takes table and group bookings and announces your events, and a fast site with your drinks, your events and your location.',
    cta: '"Book a table" or "See events"',
    booking: 'Nobody can book a table or save a spot for an event online.',
    bookingFix:
      'Take bookings online: a form with date, time and party size, or a reservation platform linked from your events.',
    schema: 'BarOrPub with address, phone, opening hours and your events (Event)',
    titleExample: '"Live music bar in {city} | Name"',
  },
  barbershop: {
    name: 'a barbershop',
    suggestion:
      'A WhatsApp chatbot that books appointments from each barber’s calendar and reminds clients the day before, a voice assistant that answers while you cut, and a site with your cuts and prices.',
    cta: '"Book your cut"',
    booking: 'Your clients cannot book an appointment online.',
    bookingFix:
      'Offer online booking with each barber’s free slots (a booking app such as Booksy or Fresha, or Google Calendar’s appointment schedule) and confirm on WhatsApp.',
    schema: 'HairSalon with address, phone, opening hours and your services with prices',
    titleExample: '"Barbershop in {city} | Name"',
  },
  beautySalon: {
    name: 'a beauty salon or spa',
    suggestion:
      'A WhatsApp chatbot that books appointments by service and practitioner and sends reminders, a voice assistant that answers while you work, and a site with your services, prices and photos of your work.',
    cta: '"Book your appointment"',
    booking: 'Your clients cannot book an appointment online.',
    bookingFix:
      'Offer online booking by service and practitioner (a booking app such as Fresha or Booksy, or Google Calendar’s appointment schedule) and confirm on WhatsApp.',
    schema: 'BeautySalon (or DaySpa) with address, phone, opening hours and your services with prices',
    titleExample: '"Beauty salon in {city} | Name"',
  },
  tattoo: {
    name: 'a tattoo studio',
    suggestion:
      'A WhatsApp chatbot that takes the idea and the reference photo, answers prices by size and placement, asks for the deposit and books the session, and a site with each artist’s portfolio and a booking button.',
    cta: '"Book your session" or {market, select, english {"Send us your tattoo idea"} other {"Get a tattoo quote on WhatsApp"}}',
    booking:
      'Your clients cannot book a session or ask for {market, select, english {an estimate} other {a quote}} online.',
    bookingFix:
      'Offer online appointments by artist (consultation and session) with your free slots, and ask {market, select, english {in a short form} other {on WhatsApp}} for the idea, size and placement to quote before the appointment.',
    schema: 'TattooParlor with address, phone, opening hours and your artists',
    titleExample: '"Tattoo studio in {city} | Name"',
  },
  clinic: {
    name: 'a clinic or medical practice',
    suggestion:
      'A voice assistant that answers the phone and books appointments, and a chatbot that confirms and reminds patients on WhatsApp.',
    cta: '"Book your appointment"',
    booking: 'Your patients cannot book an appointment online.',
    bookingFix:
      'Offer an online agenda with each practitioner’s free slots (for example Google Calendar’s appointment schedule) and confirm on WhatsApp.',
    schema: 'MedicalClinic or Physician with address, phone, opening hours and your specialties',
    titleExample: '"Family medical clinic in {city} | Name"',
  },
  dentist: {
    name: 'a dental practice',
    suggestion:
      'A WhatsApp chatbot that books check-ups and cleanings, answers what a treatment costs and reminds each patient of their next visit, a voice assistant that answers the phone while you treat, and a site with your treatments and a booking button.',
    cta: '"Book your dental appointment"',
    booking: 'Your patients cannot book a dental appointment online.',
    bookingFix:
      'Offer online appointments by treatment (check-up, cleaning, orthodontics) with each dentist’s free slots, for example with Google Calendar’s appointment schedule, and confirm them on WhatsApp.',
    schema: 'Dentist with address, phone, opening hours and your treatments',
    titleExample: '"Dental clinic in {city} | Name"',
  },
  vet: {
    name: 'a veterinary clinic',
    suggestion:
      'A WhatsApp chatbot that books check-ups, vaccines and grooming and tells each owner when their pet’s next vaccine is due, a voice assistant that answers while you treat, and a site with your services, opening hours and how to reach you in an emergency.',
    cta: '"Book your pet’s visit"',
    booking: 'Pet owners cannot book a visit online.',
    bookingFix:
      'Offer online appointments by service (check-up, vaccines, grooming) with your free slots, for example with Google Calendar’s appointment schedule, and confirm them on WhatsApp.',
    schema: 'VeterinaryCare with address, phone, opening hours and whether you see emergencies',
    titleExample: '"Veterinary clinic in {city} | Name"',
  },
  petCare: {
    name: 'a pet groomer or pet shop',
    suggestion:
      'A WhatsApp chatbot that books baths and cuts, answers prices by pet size and tells owners when to pick their pet up, and a site with your services, prices and opening hours.',
    cta: '"Book your pet’s grooming"',
    booking: 'Pet owners cannot book a bath or a cut online.',
    bookingFix:
      'Offer online appointments by service (bath, cut, nails) and pet size with your free slots, for example with Google Calendar’s appointment schedule, and confirm them on WhatsApp.',
    schema: 'PetStore or LocalBusiness with address, phone, opening hours and your services',
    titleExample: '"Dog grooming in {city} | Name"',
  },
  gym: {
    name: 'a gym',
    suggestion:
      'A WhatsApp chatbot that answers prices and class times and signs people up for a trial class, and a site with your plans, schedule and a sign-up button.',
    cta: '"Try a free class" or "Join now"',
    booking: 'Nobody can book a class or sign up online.',
    bookingFix:
      'Let people book classes and sign up online: a class schedule with places, or a form with the plan and the start date.',
    schema: 'ExerciseGym with address, phone, opening hours and your plans with prices',
    titleExample: '"Gym in {city} | Name"',
  },
  mechanic: {
    name: 'a mechanic’s workshop',
    suggestion:
      'A voice assistant that answers while you are under a car and books the check-up, a {market, select, english {text-message} other {WhatsApp}} chatbot that takes photos and sends {market, select, english {estimates} other {quotes}}, and a site with your services and location.',
    cta: '"Book a check-up" or {market, select, english {"Get a free estimate"} other {"Get a quote on WhatsApp"}}',
    booking: 'Your customers cannot book a check-up online.',
    bookingFix:
      'Offer online appointments to drop off the vehicle (a form with date, time and the problem, or a booking calendar) and confirm on WhatsApp.',
    schema: 'AutoRepair with address, phone, opening hours and your services',
    titleExample: '"Car repair in {city} | Name"',
  },
  carWash: {
    name: 'a car wash',
    suggestion:
      'A WhatsApp chatbot that quotes by vehicle type and books the wash or the detailing, a voice assistant that answers while you wash, and a site with your packages, prices and opening hours.',
    cta: '"Book your wash" or "Book on WhatsApp"',
    booking: 'Your customers cannot book a wash online.',
    bookingFix:
      'Offer online slots for a wash or a detail (a form with date, time, vehicle and package, or a booking calendar) and confirm on WhatsApp.',
    schema: 'AutoWash with address, phone, opening hours and your packages with prices',
    titleExample: '"Car wash and detailing in {city} | Name"',
  },
  shop: {
    name: 'a shop',
    suggestion:
      'A chatbot that answers questions about products, prices, stock and shipping on WhatsApp, and a site with a fast catalogue that leads to the purchase.',
    cta: '"Buy now" or "Order on WhatsApp"',
    booking: 'Nobody can buy online: we found no cart or shop.',
    bookingFix: 'Open an online shop (cart and payment) or, to start, a catalogue with ordering on WhatsApp.',
    schema:
      'Store (or HardwareStore, ClothingStore…) with address and opening hours, and Product with a price on each product',
    titleExample: '"Your products in {city} | Name"',
  },
  hotel: {
    name: 'a hotel or lodging',
    suggestion:
      'A WhatsApp chatbot that answers availability and prices and takes bookings in Spanish and English, a voice assistant for the calls that come at night, and a fast site with photos, rates and direct booking.',
    cta: '"Book now" or "Check availability"',
    booking: 'Nobody can book or check availability online.',
    bookingFix:
      'Offer direct booking: a booking engine on your site or a form with the dates (arrival and departure, the trip or tour, the rental) and how many people or vehicles, beside your travel platforms.',
    schema: 'Hotel (or LodgingBusiness) with address, phone, rates and photos',
    titleExample: '"Boutique hotel in {city} | Name"',
  },
  travel: {
    name: 'a travel agency or tour operator',
    suggestion:
      'A WhatsApp chatbot that answers the prices, dates and places left on each tour and takes bookings in Spanish and English, and a fast site with each tour, its price, its itinerary and a booking button.',
    cta: '"Book your tour" or "Get a trip quote"',
    booking: 'Nobody can book a tour or ask for a trip quote online.',
    bookingFix:
      'Offer online booking: a form or a booking system with the tour, the date and how many people, or your tours on platforms such as GetYourGuide or Viator, and confirm by WhatsApp or e-mail.',
    schema: 'TravelAgency with address and phone, and TouristTrip on each tour with its price and itinerary',
    titleExample: '"Tours in {city} | Name"',
  },
  school: {
    name: 'a school or academy',
    suggestion:
      'A WhatsApp chatbot that answers prices, schedules and requirements and enrols people, and a site with your courses, start dates and an enrol button.',
    cta: '"Enrol now" or "Ask for information"',
    booking: 'Nobody can enrol or book a trial class online.',
    bookingFix:
      'Open online enrolment: a form with the course, the schedule and the student’s details, and confirm on WhatsApp or by e-mail.',
    schema: 'EducationalOrganization (or School) with address and phone, and Course on each course',
    titleExample: '"English courses in {city} | Name"',
  },
  services: {
    name: 'a professional services firm',
    suggestion:
      'A site that turns visits into {market, select, english {consultation} other {quote}} requests, and a chatbot that answers and qualifies your prospects.',
    cta: '{market, select, english {"Book a free consultation"} other {"Get a free quote"}}',
    booking: 'Your clients cannot book a call or meeting online.',
    bookingFix: 'Connect an online calendar (Calendly, for example) so they book a call without waiting for a reply.',
    schema: 'ProfessionalService with address, phone and service area',
    titleExample: '"Accountants in {city} | Name"',
  },
  localServices: {
    name: 'a trade or local service business',
    suggestion:
      'A {market, select, english {text-message} other {WhatsApp}} chatbot that asks what the customer needs, where and when, then sends the {market, select, english {estimate} other {quote}} or books the visit or the pickup, a voice assistant that answers when you cannot take the call, and a site with your services, guide prices and service area.',
    cta: '{market, select, english {"Get a free estimate"} other {"Get a quote"}} or "Book a visit"',
    booking:
      'Your customers cannot request a service or {market, select, english {an estimate} other {a quote}} online.',
    bookingFix:
      'Add a short form (what they need, where and when) or a {market, select, english {text-message} other {WhatsApp}} button with that message, and reply with the {market, select, english {estimate} other {quote}} or the visit time the same day.',
    schema:
      'LocalBusiness (or your trade’s type: Plumber, Electrician, DryCleaningOrLaundry…) with address, phone, opening hours and service area',
    titleExample: '"Your service in {city} | Name"',
  },
  photographer: {
    name: 'a photography studio',
    suggestion:
      'A {market, select, english {text-message} other {WhatsApp}} chatbot that answers packages and prices, checks your calendar and holds the date of the session or the event, and a fast site with your portfolio by kind of shoot and a button to book a date.',
    cta: '"Book your session" or "Check my wedding date"',
    booking: 'Your clients cannot book a session or hold their event’s date online.',
    bookingFix:
      'Add an online calendar for sessions (Calendly or Google Calendar’s) and a form with kind of shoot or event, date and place, and reply with the {market, select, english {estimate} other {quote}} the same day.',
    schema: 'LocalBusiness (or ProfessionalService) with address, phone, service area and a link to your portfolio',
    titleExample: '"Wedding and portrait photographer in {city} | Name"',
  },
  funeral: {
    name: 'a funeral home',
    suggestion:
      'A voice assistant that answers a grieving family at any hour and alerts your staff at once, a {market, select, english {text-message} other {WhatsApp}} chatbot that explains your plans and their prices, and a site with your emergency number on the first screen.',
    cta: '"Call us 24 hours" or "Ask about our plans"',
    booking:
      'Families cannot ask for {market, select, english {an estimate} other {a quote}} for a service or about your pre-need plans online.',
    bookingFix:
      'Add a short form or a {market, select, english {text-message} other {WhatsApp}} button to ask for the price of a service or a plan, and reply the same day; emergencies always by phone, in plain sight.',
    schema: 'LocalBusiness with address, emergency phone, 24-hour opening hours and your services',
    titleExample: '"Funeral home in {city}, open 24 hours | Name"',
  },
  other: {
    name: 'a business',
    suggestion: 'A fast site with clear contact buttons and a WhatsApp chatbot that answers your customers instantly.',
    cta: '"Message us on WhatsApp"',
    booking: 'Your customers cannot book, schedule or order online.',
    bookingFix:
      'Offer a way to book or order online that fits your business (a calendar, a form with a date, online orders).',
    schema: 'LocalBusiness with name, address, phone and opening hours',
    titleExample: '"Your main service in {city} | Name"',
  },
}
