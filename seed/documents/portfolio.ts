import { imageWithAlt } from '../assets'
import type { FixtureDocument } from '../helpers'
import { keyed, ls, lt } from '../helpers'

export const portfolioProjects: FixtureDocument[] = [
  {
    _id: 'portfolio-pupuseria-la-ceiba',
    _type: 'portfolioProject',
    title: ls('Pupusería La Ceiba', 'Pupusería La Ceiba'),
    description: lt(
      'Página web con menú en línea y pedidos directos a WhatsApp para una pupusería familiar de Santa Tecla. Lista en 6 días, con mapa de ubicación, horarios y un asistente de voz que toma pedidos cuando la línea está ocupada.',
      'Website with an online menu and orders straight to WhatsApp for a family-run pupusería in Santa Tecla. Ready in 6 days, with a location map, opening hours and a voice assistant that takes orders when the line is busy.',
    ),
    images: keyed('image', [
      imageWithAlt('portfolio-pupuseria-la-ceiba-home.webp', [
        'Página de inicio de Pupusería La Ceiba con un plato de pupusas y botón para pedir por WhatsApp',
        'Pupusería La Ceiba home page with a plate of pupusas and an order-on-WhatsApp button',
      ]),
      imageWithAlt('portfolio-pupuseria-la-ceiba-menu.webp', [
        'Menú en línea de Pupusería La Ceiba con precios, resumen del pedido y mapa de ubicación',
        'Pupusería La Ceiba online menu with prices, order summary and location map',
      ]),
    ]),
    order: 1,
  },
  {
    _id: 'portfolio-clinica-sonrisa-clara',
    _type: 'portfolioProject',
    title: ls('Clínica Dental Sonrisa Clara', 'Clínica Dental Sonrisa Clara'),
    description: lt(
      'Sitio web con agenda de citas en línea y chatbot de WhatsApp para una clínica dental en la Colonia Escalón. Los pacientes reservan a cualquier hora y reciben confirmación y recordatorio automáticos.',
      'Website with online appointment booking and a WhatsApp chatbot for a dental clinic in Colonia Escalón. Patients book at any hour and get automatic confirmations and reminders.',
    ),
    images: keyed('image', [
      imageWithAlt('portfolio-clinica-sonrisa-clara-home.webp', [
        'Página de inicio de Clínica Dental Sonrisa Clara con tratamientos y próxima cita disponible',
        'Clínica Dental Sonrisa Clara home page with treatments and the next available appointment',
      ]),
      imageWithAlt('portfolio-clinica-sonrisa-clara-booking.webp', [
        'Agenda en línea de Clínica Dental Sonrisa Clara con calendario y horarios disponibles',
        'Clínica Dental Sonrisa Clara online booking with calendar and available times',
      ]),
    ]),
    order: 2,
  },
]
