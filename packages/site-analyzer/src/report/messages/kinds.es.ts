import type { BusinessKind } from '../../model'
import type { KindMessages } from './catalogue'

/** Each kind of business in Spanish: how we name it, what we would do for it, and its examples. */
export const kindsEs: Record<BusinessKind, KindMessages> = {
  restaurant: {
    name: 'un restaurante',
    suggestion:
      'Un chatbot de WhatsApp que toma reservas y pedidos a cualquier hora, un asistente de voz que contesta el teléfono en la hora de más trabajo, y un sitio rápido con tu menú y un botón de reserva en la primera pantalla.',
    cta: '«Reservar mesa» o «Hacer pedido por WhatsApp»',
    booking: 'No se puede reservar mesa ni hacer un pedido en línea.',
    bookingFix:
      'Acepta reservas y pedidos en línea: un formulario con fecha, hora y número de personas, o una plataforma de reservas o de pedidos a domicilio enlazada desde el menú.',
    schema: 'Restaurant con dirección, teléfono, horario, tipo de cocina y enlace al menú',
    titleExample: '«Restaurante de comida típica en {city} | Nombre»',
  },
  bakery: {
    name: 'una panadería o pastelería',
    suggestion:
      'Un chatbot de WhatsApp que toma encargos de pasteles con fecha de entrega y responde precios y horarios, y un sitio rápido con tu catálogo y un botón de encargo en la primera pantalla.',
    cta: '«Encargar por WhatsApp» o «Hacer pedido»',
    booking: 'No se puede encargar un pastel ni hacer un pedido en línea.',
    bookingFix:
      'Acepta encargos en línea: un botón de WhatsApp con un mensaje que pida producto, fecha y hora de entrega, o un formulario de encargo con esos campos.',
    schema: 'Bakery con dirección, teléfono, horario y tus productos principales',
    titleExample: '«Panadería y pastelería en {city} | Nombre»',
  },
  fastFood: {
    name: 'una pizzería o negocio de comida rápida',
    suggestion:
      'Un chatbot de WhatsApp que toma pedidos completos (producto, dirección, forma de pago) sin que nadie conteste, un asistente de voz para los pedidos por teléfono, y un sitio rápido con tu menú y precios.',
    cta: '«Pedir a domicilio» o «Ordenar por WhatsApp»',
    booking: 'No se puede hacer un pedido en línea.',
    bookingFix:
      'Acepta pedidos en línea: un menú con botón de pedido por WhatsApp, tu propio carrito, o tu tienda en una plataforma de domicilios enlazada desde la primera pantalla.',
    schema: 'FastFoodRestaurant con dirección, teléfono, horario, zona de entrega y enlace al menú',
    titleExample: '«Pizzas a domicilio en {city} | Nombre»',
  },
  cafe: {
    name: 'una cafetería o heladería',
    suggestion:
      'Un sitio rápido con tu menú, horario y ubicación en la primera pantalla, y un chatbot de WhatsApp que responde horarios, toma pedidos para llevar y reservas para grupos.',
    cta: '«Ver el menú» o «Pedir para llevar»',
    booking: 'No se puede pedir para llevar ni reservar en línea.',
    bookingFix:
      'Ofrece pedidos para llevar por WhatsApp o una plataforma de pedidos, y reservas para grupos con un formulario de fecha y hora.',
    schema: 'CafeOrCoffeeShop (o IceCreamShop) con dirección, teléfono, horario y enlace al menú',
    titleExample: '«Cafetería de especialidad en {city} | Nombre»',
  },
  bar: {
    name: 'un bar',
    suggestion:
      'Un chatbot de WhatsApp que toma reservas de mesas y grupos y anuncia tus eventos, y un sitio rápido con tu carta, tu agenda de eventos y la ubicación.',
    cta: '«Reservar mesa» o «Ver eventos»',
    booking: 'No se puede reservar una mesa ni apartar lugar para un evento en línea.',
    bookingFix:
      'Acepta reservas en línea: un formulario con fecha, hora y número de personas, o una plataforma de reservas enlazada desde tu agenda de eventos.',
    schema: 'BarOrPub con dirección, teléfono, horario y tus eventos (Event)',
    titleExample: '«Bar con música en vivo en {city} | Nombre»',
  },
  barbershop: {
    name: 'una barbería',
    suggestion:
      'Un chatbot de WhatsApp que da turnos según la agenda de cada barbero y los recuerda el día antes, un asistente de voz que contesta mientras cortas, y un sitio con tus cortes y precios.',
    cta: '«Reservar turno» o «Agenda tu corte»',
    booking: 'Tus clientes no pueden sacar turno en línea.',
    bookingFix:
      'Ofrece turnos en línea con los horarios libres de cada barbero (una agenda de citas como Booksy o Fresha, o la de Google Calendar) y confírmalos por WhatsApp.',
    schema: 'HairSalon con dirección, teléfono, horario y la lista de servicios con precio',
    titleExample: '«Barbería en {city} | Nombre»',
  },
  beautySalon: {
    name: 'un salón de belleza o spa',
    suggestion:
      'Un chatbot de WhatsApp que agenda citas por servicio y profesional y las recuerda, un asistente de voz que contesta mientras atiendes, y un sitio con tus servicios, precios y fotos de tu trabajo.',
    cta: '«Agenda tu cita»',
    booking: 'Tus clientas no pueden agendar una cita en línea.',
    bookingFix:
      'Ofrece citas en línea por servicio y profesional (una agenda como Fresha o Booksy, o la de Google Calendar) y confírmalas por WhatsApp.',
    schema: 'BeautySalon (o DaySpa) con dirección, teléfono, horario y la lista de servicios con precio',
    titleExample: '«Salón de belleza en {city} | Nombre»',
  },
  tattoo: {
    name: 'un estudio de tatuajes',
    suggestion:
      'Un chatbot de WhatsApp que recibe la idea y la foto de referencia, responde precios por tamaño y zona, pide el anticipo y agenda la sesión, y un sitio con el portafolio de cada artista y un botón para agendar.',
    cta: '{market, select, spain {«Reserva tu sesión» o «Pide presupuesto por WhatsApp»} other {«Agenda tu sesión» o «Cotiza tu tatuaje por WhatsApp»}}',
    booking:
      'Tus clientes no pueden {market, select, spain {reservar una sesión ni pedir presupuesto} other {agendar una sesión ni pedir una cotización}} en línea.',
    bookingFix:
      'Ofrece citas en línea por artista (valoración y sesión) con tus horarios libres, y pide por WhatsApp la idea, el tamaño y la zona para {market, select, spain {dar presupuesto} other {cotizar}} antes de la cita.',
    schema: 'TattooParlor con dirección, teléfono, horario y tus artistas',
    titleExample: '«Estudio de tatuajes en {city} | Nombre»',
  },
  clinic: {
    name: 'una clínica o consultorio',
    suggestion:
      'Un asistente de voz que contesta el teléfono y agenda citas, y un chatbot que confirma y recuerda las citas por WhatsApp.',
    cta: '«Agenda tu cita»',
    booking: 'Tus pacientes no pueden agendar una cita en línea.',
    bookingFix:
      'Ofrece una agenda en línea con los horarios libres de cada profesional (por ejemplo la agenda de citas de Google Calendar) y confirma por WhatsApp.',
    schema: 'MedicalClinic o Physician con dirección, teléfono, horario y tus especialidades',
    titleExample: '«Clínica médica familiar en {city} | Nombre»',
  },
  dentist: {
    name: 'una clínica dental',
    suggestion:
      'Un chatbot de WhatsApp que agenda chequeos y limpiezas, responde cuánto cuesta cada tratamiento y recuerda a cada paciente su próxima cita, un asistente de voz que contesta el teléfono mientras atiendes, y un sitio con tus tratamientos y un botón para agendar.',
    cta: '«Agenda tu cita dental»',
    booking: 'Tus pacientes no pueden agendar una cita dental en línea.',
    bookingFix:
      'Ofrece citas en línea por tratamiento (chequeo, limpieza, ortodoncia) con los horarios libres de cada odontólogo, por ejemplo con la agenda de citas de Google Calendar, y confírmalas por WhatsApp.',
    schema: 'Dentist con dirección, teléfono, horario y tus tratamientos',
    titleExample: '«Clínica dental en {city} | Nombre»',
  },
  vet: {
    name: 'una clínica veterinaria',
    suggestion:
      'Un chatbot de WhatsApp que agenda consultas, vacunas y baños y avisa a cada dueño cuándo le toca la próxima vacuna a su mascota, un asistente de voz que contesta mientras atiendes, y un sitio con tus servicios, horarios y cómo llegar en una urgencia.',
    cta: '«Agenda la cita de tu mascota»',
    booking: 'Los dueños de mascotas no pueden agendar una consulta en línea.',
    bookingFix:
      'Ofrece citas en línea por servicio (consulta, vacunas, baño y corte) con tus horarios libres, por ejemplo con la agenda de citas de Google Calendar, y confírmalas por WhatsApp.',
    schema: 'VeterinaryCare con dirección, teléfono, horario y si atiendes urgencias',
    titleExample: '«Clínica veterinaria en {city} | Nombre»',
  },
  petCare: {
    name: 'una peluquería o tienda de mascotas',
    suggestion:
      'Un chatbot de WhatsApp que agenda baños y cortes, responde precios por tamaño de mascota y avisa al dueño cuando puede pasar a recogerla, y un sitio con tus servicios, precios y horarios.',
    cta: '«Agenda el baño de tu mascota»',
    booking: 'Los dueños de mascotas no pueden agendar un baño o un corte en línea.',
    bookingFix:
      'Ofrece citas en línea por servicio (baño, corte, uñas) y tamaño de mascota con tus horarios libres, por ejemplo con la agenda de citas de Google Calendar, y confírmalas por WhatsApp.',
    schema: 'PetStore o LocalBusiness con dirección, teléfono, horario y tus servicios',
    titleExample: '«Peluquería canina en {city} | Nombre»',
  },
  gym: {
    name: 'un gimnasio',
    suggestion:
      'Un chatbot de WhatsApp que responde precios y horarios de clases e inscribe a una clase de prueba, y un sitio con tus planes, horarios y un botón de inscripción.',
    cta: '«Prueba una clase gratis» o «Inscríbete»',
    booking: 'No se puede reservar una clase ni inscribirse en línea.',
    bookingFix:
      'Permite reservar clases e inscribirse en línea: un horario de clases con cupos, o un formulario con el plan y la fecha de inicio.',
    schema: 'ExerciseGym con dirección, teléfono, horario y tus planes con precio',
    titleExample: '«Gimnasio en {city} | Nombre»',
  },
  mechanic: {
    name: 'un taller mecánico',
    suggestion:
      'Un asistente de voz que contesta mientras trabajas en un {market, select, spain {coche y da cita para} other {carro y agenda}} la revisión, un chatbot de WhatsApp que recibe fotos y {market, select, spain {da presupuesto} other {cotiza}}, y un sitio con tus servicios y ubicación.',
    cta: '{market, select, spain {«Pide cita para la revisión» o «Pide presupuesto por WhatsApp»} other {«Agenda tu revisión» o «Cotiza por WhatsApp»}}',
    booking: 'Tus clientes no pueden agendar una revisión en línea.',
    bookingFix:
      'Ofrece citas en línea para dejar el vehículo (un formulario con fecha, hora y el problema, o una agenda de citas) y confírmalas por WhatsApp.',
    schema: 'AutoRepair con dirección, teléfono, horario y tus servicios',
    titleExample: '«Taller mecánico en {city} | Nombre»',
  },
  carWash: {
    name: 'un autolavado',
    suggestion:
      'Un chatbot de WhatsApp que da precios por tipo de vehículo y agenda el lavado o el detallado, un asistente de voz que contesta mientras lavas, y un sitio con tus paquetes, precios y horario.',
    cta: '«Agenda tu lavado» o «Pide tu lavado por WhatsApp»',
    booking: 'Tus clientes no pueden agendar un lavado en línea.',
    bookingFix:
      'Ofrece turnos en línea para el lavado o el detallado (un formulario con fecha, hora, vehículo y paquete, o una agenda de citas) y confírmalos por WhatsApp.',
    schema: 'AutoWash con dirección, teléfono, horario y tus paquetes con precios',
    titleExample: '«Autolavado y detallado en {city} | Nombre»',
  },
  shop: {
    name: 'una tienda',
    suggestion:
      'Un chatbot que responde sobre productos, precios, existencias y envíos por WhatsApp, y un sitio con catálogo rápido que lleva a la compra.',
    cta: '«Comprar ahora» o «Pedir por WhatsApp»',
    booking: 'No se puede comprar en línea: no encontramos carrito ni tienda.',
    bookingFix: 'Activa una tienda en línea (carrito y pago) o, para empezar, un catálogo con pedido por WhatsApp.',
    schema: 'Store (o HardwareStore, ClothingStore…) con dirección y horario, y Product con precio en cada producto',
    titleExample: '«Tus productos en {city} | Nombre»',
  },
  hotel: {
    name: 'un hotel u hospedaje',
    suggestion:
      'Un chatbot de WhatsApp que responde disponibilidad y precios y toma reservas en español e inglés, un asistente de voz para las llamadas de madrugada, y un sitio rápido con fotos, tarifas y reserva directa.',
    cta: '«Reservar ahora» o «Consultar disponibilidad»',
    booking: 'No se puede reservar ni consultar disponibilidad en línea.',
    bookingFix:
      'Ofrece reserva directa: un motor de reservas en tu sitio o un formulario con las fechas (de llegada y salida, del viaje o la excursión, del alquiler) y cuántas personas o vehículos, además de tus plataformas de viaje.',
    schema: 'Hotel (o LodgingBusiness) con dirección, teléfono, tarifas y fotos',
    titleExample: '«Hotel boutique en {city} | Nombre»',
  },
  travel: {
    name: 'una agencia de viajes u operador de turismo',
    suggestion:
      'Un chatbot de WhatsApp que responde precios, fechas y cupos de cada tour y toma reservas en español e inglés, y un sitio rápido con cada tour, su precio, su itinerario y un botón de reserva.',
    cta: '«Reserva tu tour» o «Cotiza tu viaje»',
    booking: 'No se puede reservar un tour ni cotizar un viaje en línea.',
    bookingFix:
      'Ofrece reserva en línea: un formulario o un sistema de reservas con el tour, la fecha y cuántas personas, o tus tours en plataformas como GetYourGuide o Viator, y confirma por WhatsApp o correo.',
    schema: 'TravelAgency con dirección y teléfono, y TouristTrip en cada tour con su precio e itinerario',
    titleExample: '«Tours en {city} | Nombre»',
  },
  school: {
    name: 'una escuela o academia',
    suggestion:
      'Un chatbot de WhatsApp que responde precios, horarios y requisitos e inscribe a los interesados, y un sitio con tus cursos, fechas de inicio y un botón de inscripción.',
    cta: '«Inscríbete» o «Pide información»',
    booking: 'No se puede inscribir ni reservar una clase de prueba en línea.',
    bookingFix:
      'Abre inscripciones en línea: un formulario con el curso, el horario y los datos del estudiante, y confirma por WhatsApp o correo.',
    schema: 'EducationalOrganization (o School) con dirección y teléfono, y Course en cada curso',
    titleExample: '«Cursos de inglés en {city} | Nombre»',
  },
  services: {
    name: 'una empresa de servicios profesionales',
    suggestion:
      'Un sitio que convierte visitas en solicitudes de {market, select, spain {presupuesto} other {cotización}}, y un chatbot que atiende y califica a tus clientes potenciales.',
    cta: '{market, select, spain {«Pide presupuesto sin compromiso»} other {«Cotiza gratis»}}',
    booking: 'Tus clientes no pueden agendar una llamada o reunión en línea.',
    bookingFix:
      'Conecta una agenda en línea (por ejemplo Calendly) para que reserven una llamada sin esperar respuesta.',
    schema: 'ProfessionalService con dirección, teléfono y área de servicio',
    titleExample: '«Contadores en {city} | Nombre»',
  },
  localServices: {
    name: 'un negocio de oficios o servicios',
    suggestion:
      'Un chatbot de WhatsApp que pregunta qué necesita el cliente, dónde y para cuándo, y le manda {market, select, spain {el presupuesto} other {la cotización}} o agenda la visita o la recogida, un asistente de voz que contesta cuando no puedes atender el teléfono, y un sitio con tus servicios, precios de referencia y zona de servicio.',
    cta: '{market, select, spain {«Pide presupuesto por WhatsApp» o «Pide una visita»} other {«Cotiza por WhatsApp» o «Agenda una visita»}}',
    booking:
      'Tus clientes no pueden pedir un servicio ni {market, select, spain {un presupuesto} other {una cotización}} en línea.',
    bookingFix:
      'Pon un formulario corto (qué necesitan, dónde y para cuándo) o un botón de WhatsApp con ese mensaje, y contesta con {market, select, spain {el presupuesto} other {la cotización}} o la hora de la visita el mismo día.',
    schema:
      'LocalBusiness (o el tipo de tu oficio: Plumber, Electrician, DryCleaningOrLaundry…) con dirección, teléfono, horario y zona de servicio',
    titleExample: '«Tu servicio en {city} | Nombre»',
  },
  photographer: {
    name: 'un estudio de fotografía',
    suggestion:
      'Un chatbot de {market, select, english {mensajes de texto} other {WhatsApp}} que responde paquetes y precios, mira tu agenda y aparta la fecha de la sesión o del evento, y un sitio rápido con tu portafolio por tipo de sesión y un botón para reservar fecha.',
    cta: '«Reserva tu sesión» o «Consulta si tu fecha está libre»',
    booking: 'Tus clientes no pueden reservar una sesión ni apartar la fecha de su evento en línea.',
    bookingFix:
      'Pon una agenda en línea para las sesiones (Calendly o la de Google Calendar) y un formulario con tipo de sesión o evento, fecha y lugar, y contesta con {market, select, spain {el presupuesto} other {la cotización}} el mismo día.',
    schema: 'LocalBusiness (o ProfessionalService) con dirección, teléfono, zona de trabajo y enlace a tu portafolio',
    titleExample: '«Fotógrafo de bodas y sesiones en {city} | Nombre»',
  },
  funeral: {
    name: 'una funeraria',
    suggestion:
      'Un asistente de voz que contesta a cualquier hora a la familia que acaba de perder a alguien y avisa a tu equipo al momento, un chatbot de {market, select, english {mensajes de texto} other {WhatsApp}} que explica tus planes y sus precios, y un sitio con tu teléfono de emergencia en la primera pantalla.',
    cta: '«Llámanos las 24 horas» o «Escríbenos por WhatsApp»',
    booking:
      'Las familias no pueden pedir en línea {market, select, spain {el presupuesto} other {la cotización}} de un servicio ni información de tus planes de previsión.',
    bookingFix:
      'Pon un formulario corto o un botón de WhatsApp para pedir {market, select, spain {el presupuesto} other {la cotización}} de un servicio o de un plan, y contesta el mismo día; la emergencia, siempre por teléfono y a la vista.',
    schema: 'LocalBusiness con dirección, teléfono de emergencias, horario de 24 horas y tus servicios',
    titleExample: '«Funeraria en {city}, atención 24 horas | Nombre»',
  },
  other: {
    name: 'un negocio',
    suggestion:
      'Un sitio rápido con botones de contacto claros y un chatbot de WhatsApp que responde al instante a tus clientes.',
    cta: '«Escríbenos por WhatsApp»',
    booking: 'Tus clientes no pueden reservar, agendar ni pedir en línea.',
    bookingFix:
      'Ofrece una forma de reservar o pedir en línea que encaje con tu negocio (agenda, formulario con fecha u orden en línea).',
    schema: 'LocalBusiness con nombre, dirección, teléfono y horario',
    titleExample: '«Tu servicio principal en {city} | Nombre»',
  },
}
