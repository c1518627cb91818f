import * as cheerio from 'cheerio'
import { describe, expect, it } from 'vitest'
import type { BusinessKind } from '../model'
import { businessKind } from './business-kind'

const kindOf = (...pages: string[]) => businessKind(pages.map((html) => cheerio.load(html)))
const jsonLd = (type: string) =>
  `<script type="application/ld+json">{"@context":"https://schema.org","@type":"${type}"}</script>`

describe('the kind of business from the words of its pages', () => {
  it.each<[BusinessKind, string, string]>([
    [
      'restaurant',
      '<title>Restaurante El Comal | Comida típica en Santa Ana</title><h1>Almuerzos y cenas</h1><p>Reserva tu mesa.</p>',
      '<title>The Oak Table | Restaurant in Austin</title><h1>Dinner and lunch</h1><a href="/menu">View our menu</a>',
    ],
    [
      'bakery',
      '<title>Panadería La Espiga</title><h1>Pan artesanal todos los días</h1><p>Pasteles por encargo, pan dulce y francés.</p>',
      '<title>Sunrise Bakery</title><h1>Fresh bread every morning</h1><p>Cakes and pastries to order.</p>',
    ],
    [
      'fastFood',
      '<title>Pizzería Don Mario</title><h1>Pizzas al horno de leña</h1><p>Hamburguesas y alitas a domicilio.</p>',
      "<title>Joe's Burgers</title><h1>Burgers, fries and wings</h1><p>Fast food done right.</p>",
    ],
    [
      'cafe',
      '<title>Café La Taza</title><h1>Café de especialidad</h1><p>Capuchinos, lattes y frappés hechos por nuestros baristas.</p>',
      '<title>Bean There Coffee Shop</title><h1>Specialty coffee and brunch</h1><p>Espresso, lattes and more.</p>',
    ],
    [
      'bar',
      '<title>La Cantina de Tito</title><h1>Cervezas artesanales y cocteles</h1><p>Hora feliz de 5 a 7 y música en vivo.</p>',
      "<title>O'Malley's Pub</title><h1>Craft beer and cocktails</h1><p>Happy hour every day and live music on Fridays.</p>",
    ],
    [
      'barbershop',
      '<title>Barbería El Filo</title><h1>Cortes para caballero y barba</h1><p>Degradados y afeitado clásico. Saca tu turno.</p>',
      '<title>Sharp Barbers</title><h1>Fades, beards and hot towel shaves</h1><p>Walk-ins welcome.</p>',
    ],
    [
      'beautySalon',
      '<title>Salón de belleza Lucía</title><h1>Manicure, pedicure y pestañas</h1><p>Maquillaje y keratina.</p>',
      '<title>Glow Day Spa</title><h1>Massages and facials</h1><p>Manicure, pedicure and waxing.</p>',
    ],
    [
      'clinic',
      '<title>Clínica San Rafael</title><h1>Medicina general y pediatría</h1><p>Consulta con tu médico de cabecera; atendemos pacientes de todas las edades.</p>',
      '<title>Riverside Medical Clinic</title><h1>Your family doctor</h1><p>New patients welcome.</p>',
    ],
    [
      'dentist',
      '<title>Clínica Dental Sonrisa</title><h1>Tu dentista en San Salvador</h1><p>Agenda tu cita; atendemos pacientes de todas las edades.</p>',
      '<title>Bright Smile Dental</title><h1>Your family dentist</h1><p>Cleanings, whitening and braces. New patients welcome.</p>',
    ],
    [
      'vet',
      '<title>Veterinaria Huellitas</title><h1>Cuidamos a tu mascota</h1><p>Consultas, vacunas, desparasitación y peluquería canina.</p>',
      '<title>Oakwood Animal Hospital</title><h1>Caring vets for your pets</h1><p>Vaccines, dental care and grooming.</p>',
    ],
    [
      'gym',
      '<title>Gimnasio Fuerza Total</title><h1>Crossfit, pesas y spinning</h1><p>Membresías mensuales.</p>',
      '<title>Iron Fitness Gym</title><h1>Personal trainers and workouts</h1><p>Memberships from $30.</p>',
    ],
    [
      'mechanic',
      '<title>Taller mecánico Hernández</title><h1>Frenos, llantas y cambio de aceite</h1><p>Alineación y balanceo para tu vehículo.</p>',
      "<title>Mike's Auto Repair</title><h1>Brakes, tires and oil changes</h1><p>We fix every vehicle.</p>",
    ],
    [
      'carWash',
      '<title>Autolavado La Estrella</title><h1>Lavado de autos y encerado</h1><p>Lavado a mano, aspirado y pulido de faros para tu vehículo.</p>',
      '<title>Sparkle Car Wash</title><h1>Hand wash and detailing</h1><p>Ceramic coating and interior cleaning for every vehicle.</p>',
    ],
    [
      'shop',
      '<title>Ferretería El Martillo</title><h1>Herramientas y materiales de construcción</h1><p>Envíos a todo el país.</p>',
      '<title>Urban Threads Store</title><h1>Clothing and shoes</h1><a href="/cart">Add to cart</a>',
    ],
    [
      'hotel',
      '<title>Hotel Playa Azul</title><h1>Habitaciones frente al mar</h1><p>Tours y excursiones para nuestros huéspedes.</p>',
      '<title>Lakeview Hostel</title><h1>Rooms and suites</h1><p>Tours for our guests; check-in from 2 pm.</p>',
    ],
    [
      'travel',
      '<title>Joya Tours | Agencia de viajes en Lima</title><h1>Tours y excursiones por el Perú</h1><p>Full day a Paracas, city tour por Lima e itinerarios a medida con guías turísticos.</p>',
      '<title>Andes Trails</title><h1>Tour operator in Cusco</h1><p>Day tours, multi-day itineraries and local tour guides.</p>',
    ],
    [
      'school',
      '<title>Academia de Idiomas Babel</title><h1>Cursos de inglés</h1><p>Inscripciones abiertas para estudiantes.</p>',
      '<title>Bright Minds School</title><h1>Courses and classes</h1><p>Enrollment open for new students.</p>',
    ],
    [
      'services',
      '<title>Bufete Martínez | Abogados</title><h1>Asesoría legal</h1><p>Asesoría para empresas.</p>',
      '<title>Smith & Co. Accountants</title><h1>Accounting and consulting</h1><p>Get a quote today.</p>',
    ],
    [
      'photographer',
      '<title>Lente Dorado Fotografía</title><h1>Fotógrafa de bodas y quince años</h1><p>Sesiones de fotos en exteriores, book de fotos y video de tu evento.</p>',
      '<title>Willow Lane Photo</title><h1>Wedding and portrait photography</h1><p>Photo sessions for families; packages for every event.</p>',
    ],
    [
      'funeral',
      '<title>Funerales Santa Cruz</title><h1>Servicios funerarios las 24 horas</h1><p>Salas de velación, cremación y planes de previsión para tu familia. Solicita tu cotización.</p>',
      '<title>Hillside Funeral Home</title><h1>Funeral and cremation services</h1><p>Caskets, memorial services and pre-planning, available 24 hours.</p>',
    ],
  ])('recognises a %s in Spanish and in English', (kind, spanish, english) => {
    expect(kindOf(spanish)).toBe(kind)
    expect(kindOf(english)).toBe(kind)
  })

  it('takes a pastry shop with a catalogue and a cart for the bakery its title names', () => {
    const pastry = `<title>Dulce María Repostería</title><h1>Cupcakes Artesanales</h1><h2>Nuestro Catálogo</h2>
      <p>Productos frescos cada día.</p><button>Agregar al carrito</button><p>Ver productos</p><p>Catálogo completo</p>`
    expect(kindOf(pastry)).toBe('bakery')
    // Without the trade in its title, what it sells decides; a title that names a shop too keeps it.
    expect(kindOf(pastry.replace('Dulce María Repostería', 'Dulce María'))).toBe('shop')
    expect(kindOf(pastry.replace('Dulce María Repostería', 'Florería Camelia - Flores y Repostería'))).toBe('shop')
  })

  it('takes a florist for a shop, which sells its arrangements', () => {
    expect(
      kindOf('<title>Florería Las Camelias</title><h1>Flores para cada ocasión</h1><p>Envíanos un mensaje.</p>'),
    ).toBe('shop')
    expect(kindOf('<title>Petal & Stem</title><h1>Your local florist</h1><p>Fresh flowers for every day.</p>')).toBe(
      'shop',
    )
  })

  it('takes a laundry, a locksmith, a caterer or a lawn company for a local service, a law firm for a professional one', () => {
    expect(
      kindOf('<title>Lavandería Pro Wash</title><h1>Lavado por kilo</h1><p>Recogemos tu ropa y la entregamos.</p>'),
    ).toBe('localServices')
    expect(kindOf('<title>Cerrajería 24 horas</title><h1>Cerrajero a domicilio</h1><p>Abrimos puertas.</p>')).toBe(
      'localServices',
    )
    expect(
      kindOf(
        '<title>Banquetes Camila</title><h1>Catering para tu evento</h1><p>Banquetes, bocadillos y eventos sociales.</p>',
      ),
    ).toBe('localServices')
    expect(kindOf('<title>Green Lawn Co.</title><h1>Lawn care and landscaping</h1><p>Weekly mowing.</p>')).toBe(
      'localServices',
    )
    expect(
      kindOf('<title>Venezia Pintores</title><h1>Pintores en Caseros</h1><p>Pintura de interiores y exteriores.</p>'),
    ).toBe('localServices')
    expect(
      kindOf('<title>Mommy Eventos</title><h1>Fiestas infantiles</h1><p>Decoración con globos y animación.</p>'),
    ).toBe('localServices')
    expect(
      kindOf(
        '<title>Tech Solutions</title><h1>Servicio técnico</h1><p>Reparación de celulares, laptops y PCs. Diagnóstico de hardware.</p>',
      ),
    ).toBe('localServices')
    expect(
      kindOf('<title>Pescadería Cantábrica</title><h1>Pescadería Cantábrica</h1><p>Pescado fresco del día.</p>'),
    ).toBe('shop')
    // A screen fixed at the customer's home, paid by Nequi, is a repair service, not a shop that ships.
    expect(
      kindOf(
        '<title>Signalteck — Cambio de pantalla a domicilio en Bogotá</title><h1>Cambio de pantalla a domicilio en Bogotá</h1><p>Domicilio gratis hasta 25 km. Envíos de repuestos originales. Envío sin costo.</p>',
      ),
    ).toBe('localServices')
    expect(
      kindOf(
        '<title>Hiram Inflables</title><h1>Renta de inflables</h1><p>Inflables para tu fiesta en Santa Catarina.</p>',
      ),
    ).toBe('localServices')
    expect(kindOf('<title>Bufete Ortiz</title><h1>Abogados</h1><p>Asesoría legal para empresas.</p>')).toBe('services')
    // A sworn translator whose services list medical translations, and a plant nursery.
    expect(
      kindOf(
        '<title>Valentina Dagum | Traductora Pública</title><h1>Traducciones certificadas</h1><p>Traducciones médicas, jurídicas y técnicas.</p>',
      ),
    ).toBe('services')
    expect(
      kindOf('<title>Vivero Elizabeht Flores</title><h1>Vivero en Playa del Carmen</h1><p>Plantas de interior.</p>'),
    ).toBe('shop')
    // A cleaning firm whose cleanings are of buildings, windows and car parks; a facial cleansing is a salon's.
    expect(
      kindOf(
        '<title>Empresa de Limpieza en Sabadell | Limpiezas Valles</title><h1>Limpieza de comunidades</h1><p>Limpieza de cristales y limpieza de parkings. Productos ecológicos.</p>',
      ),
    ).toBe('localServices')
    expect(
      kindOf('<title>Estética Lucía</title><h1>Limpieza de cutis</h1><p>Limpieza facial, manicura y pedicura.</p>'),
    ).toBe('beautySalon')
    // A used-car dealer sells; a dog trainer with a shop on the side looks after pets.
    expect(kindOf('<title>Automotora Florencia</title><h1>Venta de autos usados</h1><p>Autos seminuevos.</p>')).toBe(
      'shop',
    )
    expect(
      kindOf(
        '<title>Adiestra Kaninos Sevilla</title><h1>Adiestramiento canino</h1><p>Educación canina a domicilio. Tienda: collares y correas.</p>',
      ),
    ).toBe('petCare')
    // An ironwork shop whose name is glued into one word, and an events organiser.
    expect(
      kindOf(
        '<title>HerreriaSG</title><h2>Bienvenidos a Herreria SG.</h2><p>Fabricación y montaje de estructuras metalicas.</p><h5>Rejas y portones</h5>',
      ),
    ).toBe('localServices')
    expect(
      kindOf(
        '<title>Ekos Eventos</title><h1>Organización de eventos</h1><p>Te acompañamos en la planificación y organización del evento de tus sueños: casamientos, fiestas de egresados y cumpleaños.</p>',
      ),
    ).toBe('localServices')
  })

  it('takes a psychologist, a nutritionist or a physiotherapist for a clinic, not for an office', () => {
    expect(
      kindOf(
        '<title>Laura Gómez, psicóloga</title><h1>Terapia en línea</h1><p>Asesoría y consultas de psicología para adultos y parejas.</p>',
      ),
    ).toBe('clinic')
    expect(
      kindOf(
        '<title>Nutrición con Ana</title><h1>Nutricionista online</h1><p>Asesorías y planes de alimentación a tu medida.</p>',
      ),
    ).toBe('clinic')
    expect(kindOf('<title>Move Well</title><h1>Kinesiología y rehabilitación</h1><p>Consultas a domicilio.</p>')).toBe(
      'clinic',
    )
  })

  it.each([
    [
      'an optician',
      '<title>Óptica Visión Clara</title><h1>Lentes y anteojos graduados</h1><p>Examen de la vista gratis.</p>',
      'clinic',
    ],
    [
      'a clinical laboratory',
      '<title>Laboratorio Clínico San José</title><h1>Exámenes de laboratorio</h1><p>Análisis de sangre.</p>',
      'clinic',
    ],
    [
      'a daycare',
      '<title>Guardería Pasitos</title><h1>Cuidado infantil</h1><p>Estimulación temprana de 1 a 5 años.</p>',
      'school',
    ],
    [
      'a jeweller',
      '<title>Joyería Brillante</title><h1>Anillos de compromiso</h1><p>Joyas de oro y plata.</p>',
      'shop',
    ],
    [
      'a bicycle shop',
      '<title>Pedal</title><h1>Venta y reparación de bicicletas</h1><p>Repuestos y accesorios.</p>',
      'shop',
    ],
    [
      'a car rental',
      '<title>Sol Rent a Car</title><h1>Alquiler de carros</h1><p>Renta de autos en el aeropuerto.</p>',
      'hotel',
    ],
    [
      'an event venue',
      '<title>Jardín Real</title><h1>Salón de eventos</h1><p>Bodas y quinceañeras para 300 invitados.</p>',
      'localServices',
    ],
    [
      'a print shop',
      '<title>Imprenta Rápida</title><h1>Impresión digital y serigrafía</h1><p>Tarjetas y volantes.</p>',
      'localServices',
    ],
    [
      'an ice-cream shop',
      '<title>Icegurt</title><h1>Frozen yogurt y helados</h1><p>Arma tu vaso con toppings.</p>',
      'cafe',
    ],
    [
      'a solar installer',
      '<title>SolarTech</title><h1>Paneles solares para tu casa</h1><p>Energía solar con instalación incluida.</p>',
      'localServices',
    ],
    [
      'a tailor',
      '<title>Sastrería Don Pepe</title><h1>Arreglos de ropa</h1><p>Trajes a la medida.</p>',
      'localServices',
    ],
  ])('takes %s for the kind whose advice fits it', (_, html, kind) => {
    expect(kindOf(html)).toBe(kind)
  })

  it('takes a restobar for a restaurant', () => {
    expect(
      kindOf('<title>Centro Restobar</title><h1>Restobar</h1><p>Entradas, platos de fondo y pisco sour.</p>'),
    ).toBe('restaurant')
  })

  it('takes a rotisería, a take-away kitchen, for fast food', () => {
    expect(
      kindOf(
        '<title>Rotisería El Tachi</title><h1>Rotisería El Tachi</h1><p>Milanesas, empanadas y pollo al spiedo.</p>',
      ),
    ).toBe('fastFood')
  })

  it('takes a car upholsterer for a workshop', () => {
    expect(
      kindOf(
        '<title>Autotapicería del Sur | Tapicería automotriz</title><h1>Renovamos el interior de tu vehículo</h1><p>Asientos, techos y volantes.</p>',
      ),
    ).toBe('mechanic')
  })

  it('takes a car-diagnostics service for a workshop', () => {
    expect(
      kindOf(
        '<title>Servis Escáner Automotriz | Arica</title><h1>Diagnóstico automotriz con escáner</h1><p>Revisamos tu vehículo a domicilio.</p>',
      ),
    ).toBe('mechanic')
  })

  it('takes a tattoo studio for one, not for a beauty salon', () => {
    expect(
      kindOf(
        '<title>Tinta Negra Tattoo</title><h1>Estudio de tatuajes</h1><p>Tatuajes blackwork, fine line y piercings.</p>',
      ),
    ).toBe('tattoo')
  })

  it('takes a groomer or a pet shop for pet care, and a vet that also grooms for a vet', () => {
    expect(
      kindOf(
        '<title>Patitas Felices</title><h1>Peluquería canina</h1><p>Baño y corte para perros de todos los tamaños.</p>',
      ),
    ).toBe('petCare')
    expect(kindOf('<title>Mundo Mascota</title><h1>Tienda de mascotas</h1><p>Alimento para perros y gatos.</p>')).toBe(
      'petCare',
    )
    expect(
      kindOf(
        '<title>Veterinaria San Roque</title><h1>Clínica veterinaria</h1><p>Vacunas, desparasitación y peluquería canina.</p>',
      ),
    ).toBe('vet')
  })

  it('takes an animal hospital for a vet, never a clinic for people', () => {
    expect(
      kindOf(
        '<title>Eastside Animal Hospital</title><h1>Animal hospital</h1><p>Patients seen every day, emergencies too.</p>',
      ),
    ).toBe('vet')
  })

  it('takes a «Lavado Profesional de Autos» for a car wash, however often it praises its «productos»', () => {
    expect(
      kindOf(
        `<title>BeWash - Lavado Profesional de Autos</title><h1>BeWash</h1>
        <p>Cuidamos tu vehículo con productos de calidad.</p><p>Productos biodegradables.</p>
        <p>Nuestros productos protegen la pintura.</p><p>Polichado y pulidos con productos premium.</p>
        <p>Productos para el interior.</p>`,
      ),
    ).toBe('carWash')
  })

  it('reads the navigation pages too', () => {
    expect(kindOf('<title>Inicio</title><h1>Bienvenidos</h1>', '<p>Pizzas, hamburguesas y alitas.</p>')).toBe(
      'fastFood',
    )
  })
})

describe('the kind of business from schema.org', () => {
  it.each<[string, BusinessKind]>([
    ['Bakery', 'bakery'],
    ['FastFoodRestaurant', 'fastFood'],
    ['CafeOrCoffeeShop', 'cafe'],
    ['BarOrPub', 'bar'],
    ['Restaurant', 'restaurant'],
    ['DaySpa', 'beautySalon'],
    ['HairSalon', 'beautySalon'],
    ['Dentist', 'dentist'],
    ['Physician', 'clinic'],
    ['VeterinaryCare', 'vet'],
    ['ExerciseGym', 'gym'],
    ['AutoRepair', 'mechanic'],
    ['AutoWash', 'carWash'],
    ['HardwareStore', 'shop'],
    ['Florist', 'shop'],
    ['Hotel', 'hotel'],
    ['TravelAgency', 'travel'],
    ['EducationalOrganization', 'school'],
    ['LegalService', 'services'],
    ['DryCleaningOrLaundry', 'localServices'],
    ['LawnCareService', 'localServices'],
    ['PetStore', 'petCare'],
    ['TattooParlor', 'tattoo'],
  ])('reads @type %s as %s', (type, kind) => {
    expect(kindOf(`${jsonLd(type)}<title>Inicio</title>`)).toBe(kind)
  })

  it('finds the type in a @graph and in microdata', () => {
    expect(
      kindOf('<script type="application/ld+json">{"@graph":[{"@type":"WebSite"},{"@type":"Dentist"}]}</script>'),
    ).toBe('dentist')
    expect(kindOf('<div itemscope itemtype="https://schema.org/ShoeStore"></div>')).toBe('shop')
  })

  it('takes a car rental for a business booked by dates, not a workshop', () => {
    expect(
      kindOf(
        '<title>Jeep Rental Ecuador</title><h1>Renta de Jeeps en Quito</h1><p>Vehículos 4x4 por día. Entrega del vehículo en el aeropuerto.</p>',
      ),
    ).toBe('hotel')
  })

  it('lets the words choose among the kinds a broad type fits', () => {
    expect(
      kindOf(`${jsonLd('ProfessionalService')}<title>Fisioterapia Norte</title><h1>Fisioterapeuta en Teruel</h1>`),
    ).toBe('clinic')
    expect(
      kindOf(`${jsonLd('ProfessionalService')}<title>Consultoría Lumen</title><h1>Consultoría de empresas</h1>`),
    ).toBe('services')
    expect(kindOf(`${jsonLd('Restaurant')}<title>Pizzería Napoli</title><h1>Pizzas artesanales</h1>`)).toBe('fastFood')
    expect(kindOf(`${jsonLd('HairSalon')}<title>Barbería Los Compas</title><h1>Barba y degradados</h1>`)).toBe(
      'barbershop',
    )
    expect(kindOf(`${jsonLd('MedicalClinic')}<title>Odontología Integral</title><h1>Ortodoncia e implantes</h1>`)).toBe(
      'dentist',
    )
    expect(kindOf(`${jsonLd('MedicalClinic')}<title>Clínica Familiar</title><h1>Pediatría y ginecología</h1>`)).toBe(
      'clinic',
    )
  })

  it('says nothing from types every site uses', () => {
    expect(kindOf(`${jsonLd('LocalBusiness')}${jsonLd('Organization')}<title>Inicio</title>`)).toBe('other')
  })
})

describe('too little to go on', () => {
  it.each([
    ['no clue at all', '<title>Inicio</title><h1>Bienvenidos</h1><p>Somos una empresa familiar.</p>'],
    ['a single word in the text', '<title>Inicio</title><h1>Bienvenidos</h1><p>Tenemos café para las visitas.</p>'],
    ['a tie between two kinds', '<title>Panadería y cafetería La Esquina</title><h1>Bienvenidos</h1>'],
    [
      'a menu in the navigation, and «Menú» as the toggle that opens it',
      '<header><button>Menú</button><nav><a href="/menu">Nuestro menú</a><a href="/hoy">Menú del día</a><a href="/carta">Ver el menú</a></nav></header><h1>Bienvenidos</h1><p>Somos una empresa familiar.</p>',
    ],
  ])('makes %s "other"', (_, html) => {
    expect(kindOf(html)).toBe('other')
  })
})
