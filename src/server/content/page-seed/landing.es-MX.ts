import type { ContentPage } from '../page-document';

/** Páginas de aterrizaje del sitio de México (/lp/<slug>): se cargan una vez y luego las editan los operadores. */
export const PAGES: Record<string, ContentPage> = {
  'in-our-stores': {
    title: 'En nuestras tiendas',
    metaTitle: 'Tiendas Redline Autopartes cerca de ti',
    metaDescription:
      'Visita Redline Autopartes: más de 50 tiendas con refacciones para tu auto, Recoge en tienda gratis, prueba de acumulador y lectura de check engine sin costo.',
    siteSection: 'others',
    intro:
      'Redline Autopartes tiene más de 50 tiendas en 49 ciudades, de Tijuana a Chetumal. Esto es lo que encuentras cuando llegas al mostrador.',
    sections: [
      {
        anchor: 'asesoria',
        heading: 'Asesoría de gente que sabe',
        body: 'Nuestro equipo busca la refacción exacta para el año, la armadora, el modelo y el motor de tu auto, y te explica cómo va el trabajo. Si puedes, trae la pieza usada: compararlas lado a lado es la forma más rápida de no equivocarse. ¿No sabes la versión de tu auto? Con tu [NIV](/vin-decoder), el número de 17 caracteres de tu tarjeta de circulación, sabemos todo lo que necesitamos.',
      },
      {
        anchor: 'existencias',
        heading: 'Existencias en tu tienda, hoy',
        body: 'Cada producto te dice si **tu tienda** lo tiene en anaquel en este momento y, si no, qué tiendas cercanas sí lo tienen. Elige tu tienda una sola vez en el [localizador de tiendas](/store) y todo el sitio te muestra sus existencias, su horario y sus servicios. Lo que no esté en anaquel te lo mandamos a domicilio, con envío gratis en compras de $499 o más.',
      },
      {
        anchor: 'recoge',
        heading: 'Compra en línea y recoge en tienda',
        body: 'Haz tu pedido en el sitio o en la app y recógelo en tu tienda sin costo, normalmente en menos de una hora. Te avisamos por correo cuando esté listo. [Así funciona Recoge en tienda](/lp/recoge-en-tienda).',
      },
      {
        anchor: 'servicios',
        heading: 'Servicios sin costo',
        body: [
          '- Prueba de acumulador, marcha y alternador, y carga del acumulador',
          '- Lectura de códigos de la luz de check engine',
          '- Préstamo de herramientas especiales con depósito reembolsable',
          '- Recolección de aceite usado y acumuladores viejos para su reciclaje',
          '',
          'Los servicios cambian un poco de una tienda a otra; la página de cada tienda dice cuáles ofrece. [Conoce todos los servicios](/lp/store-services).',
        ].join('\n'),
      },
      {
        anchor: 'rewards',
        heading: 'Rewards y devoluciones fáciles',
        body: [
          'Muestra tu tarjeta [Redline Rewards](/rewards) en caja: cada compra de $400 o más te da un crédito, y con 5 créditos recibes una recompensa de $400. Las compras en tienda cuentan igual que las de en línea.',
          '',
          '¿La pieza no era la correcta? Devuélvela en cualquier tienda dentro de los 90 días siguientes, con tu ticket. Consulta nuestra [política de devoluciones](/lp/termsAndConditions#returnsPolicy).',
        ].join('\n'),
      },
      {
        anchor: 'encuentraTienda',
        heading: 'Encuentra tu tienda',
        body: 'Busca por código postal o ciudad para ver las tiendas más cercanas, su horario de hoy, su teléfono, cómo llegar y si ofrecen Recoge en tienda.',
        embed: 'storeLocator',
      },
    ],
  },

  'recoge-en-tienda': {
    title: 'Recoge en tienda',
    metaTitle: 'Compra en línea y recoge en tienda gratis',
    metaDescription:
      'Compra en línea y recoge gratis en tu tienda Redline Autopartes, normalmente en menos de una hora. Te avisamos por correo cuando tu pedido esté listo.',
    siteSection: 'customer-service',
    intro:
      'Sin esperar la paquetería y sin pagar envío: haz tu pedido en línea y lo apartamos en tu tienda, normalmente en menos de una hora. Recoger en tienda siempre es gratis.',
    sections: [
      {
        anchor: 'comoFunciona',
        heading: 'Cómo funciona',
        body: [
          '1. **Elige tu tienda** en el [localizador de tiendas](/store) o desde el nombre de la tienda, arriba en cualquier página.',
          '2. **Compra.** En cada producto ves si tu tienda lo tiene hoy en anaquel. En el carrito, elige **Recoger en tienda**.',
          '3. **Paga en línea** con tarjeta de crédito o débito, tarjeta de regalo o tus recompensas Redline Rewards.',
          '4. **Espera nuestro correo.** Preparamos tus piezas y te avisamos en cuanto tu pedido está listo, por lo general en menos de una hora dentro del horario de la tienda.',
          '5. **Recoge.** Llega al mostrador con tu número de pedido y una identificación oficial vigente (INE, pasaporte o licencia de manejo).',
        ].join('\n'),
      },
      {
        anchor: 'quePuedesRecoger',
        heading: 'Qué puedes recoger',
        body: [
          'Todo lo que tu tienda tenga en anaquel. Si tu tienda no tiene una pieza, el producto te muestra qué tiendas cercanas sí la tienen: puedes elegir una de ellas como tu tienda, o pedir envío a domicilio, gratis en compras de $499 o más.',
          '',
          'Algunas tiendas todavía no ofrecen Recoge en tienda. En el localizador verás cuáles sí, marcadas con **Recoge en tienda disponible**.',
        ].join('\n'),
      },
      {
        anchor: 'seguimiento',
        heading: 'Sigue tu pedido',
        body: 'Consulta el estado de tu pedido en [Rastrea tu pedido](/trackOrder) con tu número de pedido y el correo o código postal con el que compraste, o en tu [historial de pedidos](/user/orderHistory) si iniciaste sesión. Puedes cancelar un pedido en línea mientras todavía no esté listo para recoger. Pasa por tus piezas pronto después de recibir nuestro correo: si un pedido no se recoge, la tienda lo cancela y te reembolsa el total.',
      },
      {
        anchor: 'devoluciones',
        heading: 'Devoluciones',
        body: 'Si necesitas devolver algo que recogiste, llévalo a cualquier tienda Redline dentro de los 90 días siguientes, con tu ticket o tu número de pedido. El reembolso regresa a la tarjeta y a las tarjetas de regalo con las que pagaste. Los detalles están en nuestra [política de devoluciones](/lp/termsAndConditions#returnsPolicy). ¿Dudas sobre un pedido? [Escríbenos](/contactus/orderQuestions).',
      },
    ],
  },

  'expansion-de-tiendas': {
    title: 'Expansión de tiendas',
    metaTitle: 'Renta o vende tu local a Redline Autopartes',
    metaDescription:
      '¿Tienes un local o terreno comercial? Redline Autopartes busca ubicaciones para nuevas tiendas en México. Conoce qué buscamos y cómo proponernos tu sitio.',
    siteSection: 'others',
    intro:
      'Redline Autopartes sigue creciendo en México y buscamos ubicaciones para nuevas tiendas. Si eres propietario, desarrollador o asesor inmobiliario y tienes un local o un terreno que cumpla con lo que buscamos, queremos conocerlo.',
    sections: [
      {
        anchor: 'queBuscamos',
        heading: 'Qué buscamos',
        body: [
          '- **Locales comerciales** de 450 a 800 m², en planta baja, en plazas o en locales independientes.',
          '- **Terrenos** de 1,500 a 2,500 m² para construir una tienda a la medida, en renta a largo plazo o en venta.',
          '- **Frente** de al menos 15 metros hacia la vialidad, con buena visibilidad y espacio para anuncio.',
          '- **Estacionamiento** para 15 autos o más, con entrada y salida cómodas: nuestros clientes prueban acumuladores y cambian plumas ahí mismo.',
          '- **Uso de suelo comercial** vigente o factible.',
        ].join('\n'),
      },
      {
        anchor: 'ubicaciones',
        heading: 'Dónde buscamos',
        body: 'Nos interesan avenidas con alto aforo vehicular en ciudades de más de 100 mil habitantes, de preferencia cerca de zonas habitacionales, talleres mecánicos y corredores de servicios automotrices. Damos prioridad a esquinas y a predios con acceso desde la vialidad principal. También revisamos ciudades donde todavía no tenemos tienda: consulta dónde estamos hoy en el [localizador de tiendas](/store).',
      },
      {
        anchor: 'comoProponer',
        heading: 'Cómo proponernos tu sitio',
        body: [
          'Envíanos tu propuesta desde [comentarios generales](/contactus/generalComments) y empieza tu mensaje con "Expansión de tiendas". Incluye:',
          '',
          '- Dirección o coordenadas del inmueble, y la ciudad',
          '- Superficie del local o del terreno y metros de frente',
          '- Cajones de estacionamiento',
          '- Renta mensual o precio de venta que pides',
          '- Un enlace a fotos o al plano, si los tienes',
          '- Tu nombre y si eres propietario o representas al propietario',
        ].join('\n'),
      },
      {
        anchor: 'queSigue',
        heading: 'Qué sigue',
        body: 'Nuestro equipo de bienes raíces revisa cada propuesta. Si el sitio cumple con lo que buscamos, te contactamos por correo o por teléfono para agendar una visita y pedirte la documentación del inmueble. Por el volumen que recibimos, no podemos responder a todas las propuestas que no avanzan. Recibir tu propuesta no nos compromete a rentar ni a comprar, y no pedimos ningún pago por revisarla.',
      },
    ],
  },

  'redline-mobile-app': {
    title: 'La app de Redline Autopartes',
    metaTitle: 'App de Redline Autopartes para iPhone y Android',
    metaDescription:
      'Descarga gratis la app de Redline Autopartes para iPhone y Android: escanea tu NIV, encuentra refacciones para tu auto, recoge en tienda y rastrea pedidos.',
    siteSection: 'others',
    intro:
      'Todo lo de nuestro sitio, hecho para usarse en el taller o en el estacionamiento. La app de Redline Autopartes es gratis en el App Store para iPhone y en Google Play para Android.',
    sections: [
      {
        anchor: 'vehiculo',
        heading: 'Tu auto en segundos',
        body: 'Apunta la cámara al código de barras del NIV, en el marco de la puerta del conductor o en la parte baja del parabrisas, y la app llena el año, la armadora, el modelo y el motor. Desde ese momento, las búsquedas solo te muestran refacciones que le quedan. Tu garaje es el mismo que ves en el sitio con tu sesión iniciada: tus vehículos, su kilometraje y su historial de servicio van contigo.',
      },
      {
        anchor: 'tiendas',
        heading: 'Tu tienda en tu bolsillo',
        body: 'Encuentra las tiendas más cercanas con su horario, teléfono y cómo llegar, elige tu tienda y revisa qué tiene en anaquel antes de salir de casa. Haz tu pedido en la app, elige Recoger en tienda sin costo y recibe una notificación cuando tus piezas estén listas.',
      },
      {
        anchor: 'pedidos',
        heading: 'Pedidos y rastreo',
        body: 'Sigue cada pedido desde que lo haces: listo para recoger, enviado, en camino o entregado, con el número de guía de la paquetería. Las compras en tienda con tu número Rewards también aparecen en tu historial.',
      },
      {
        anchor: 'rewards',
        heading: 'Tu tarjeta Rewards',
        body: 'La app lleva tu tarjeta digital [Redline Rewards](/rewards). Muestra el código de barras en caja y gana un crédito en cada compra de $400 o más; con 5 créditos recibes una recompensa de $400 para usar en la app, en línea o en tienda.',
      },
      {
        anchor: 'descarga',
        heading: 'Descarga la app',
        body: [
          'Busca **Redline Autopartes** en el App Store o en Google Play, o usa los enlaces al pie de cualquier página de nuestro sitio. Inicia sesión con tu cuenta Redline y tendrás contigo tu garaje, tus pedidos y tus recompensas.',
          '',
          '¿Algo no funciona bien en la app? [Cuéntanos](/contactus/websiteIssues).',
        ].join('\n'),
      },
    ],
  },

  'repair-help': {
    title: 'Ayuda con tu reparación',
    metaTitle: 'Ayuda con reparaciones: guías, diagnóstico y asesoría',
    metaDescription:
      'Guías paso a paso, lectura gratis de la luz de check engine, refacciones que le quedan a tu auto y asesoría en tienda, por chat o en línea.',
    siteSection: 'customer-service',
    intro:
      'Ya sea que se te prendió un testigo en el tablero o que vas a la mitad de un cambio de balatas, tienes varias formas de resolverlo. Empieza por la que más te sirva.',
    sections: [
      {
        anchor: 'guias',
        heading: 'Guías de reparación paso a paso',
        body: [
          'Nuestras [guías de reparación](/user/repairGuides) te llevan por los trabajos que la mayoría puede hacer en casa: herramientas, medidas de seguridad, tiempo aproximado y las piezas para tu auto. Las más consultadas:',
          '',
          '- [Cambia el aceite y el filtro del motor](/repairGuideContent?guide=change-engine-oil-and-filter)',
          '- [Cambia las balatas de freno de disco](/repairGuideContent?guide=replace-disc-brake-pads)',
          '- [Prueba y cambia el acumulador](/repairGuideContent?guide=test-and-replace-battery)',
          '- [Cambia las plumas limpiaparabrisas](/repairGuideContent?guide=replace-wiper-blades)',
        ].join('\n'),
      },
      {
        anchor: 'diagnostico',
        heading: 'Averigua qué tiene tu auto',
        body: [
          'Cuando se prende la luz de check engine, la computadora del auto guarda un código de falla que indica dónde está el problema. En casi todas nuestras tiendas lo leemos sin costo con un escáner OBD-II y te explicamos qué significa, cuáles son las causas más comunes y qué revisar primero. También probamos gratis el acumulador, la marcha y el alternador.',
          '',
          'Si la luz **parpadea**, el motor está fallando lo suficiente para dañar el convertidor catalítico: maneja con calma y revísalo cuanto antes.',
        ].join('\n'),
      },
      {
        anchor: 'piezaCorrecta',
        heading: 'La pieza correcta a la primera',
        body: 'Dinos qué auto tienes o decodifica tu [NIV](/vin-decoder) y solo te mostramos refacciones que le quedan. Si tu NIV no se reconoce, elige tu vehículo por año, armadora y modelo. Con tu sesión iniciada puedes guardar varios vehículos en [Mi garaje](/user/myVehicle), registrar los servicios que les haces y ver qué mantenimiento les toca.',
      },
      {
        anchor: 'herramientas',
        heading: 'Pide prestada la herramienta',
        body: 'Un trabajo que pide una herramienta especial no significa comprarla. En las tiendas con préstamo de herramientas dejas un depósito y te lo devolvemos completo cuando regresas la herramienta dentro de los 90 días. [Consulta los servicios en tienda](/lp/store-services).',
      },
      {
        anchor: 'preguntanos',
        heading: 'Pregúntanos',
        body: 'Pasa a cualquier tienda y pregunta en el mostrador, platica con nosotros por chat cuando haya asesores en línea, o mándanos tu duda sobre un producto. Si el trabajo es más de lo que quieres hacer tú, en tu tienda te pueden recomendar talleres mecánicos de la zona.',
        embed: 'contactOptions',
      },
    ],
  },

  'store-services': {
    title: 'Servicios en tienda',
    metaTitle: 'Servicios gratis en tienda',
    metaDescription:
      'Gratis en Redline Autopartes: prueba y carga de acumulador, lectura de check engine, préstamo de herramientas, ayuda con plumas y reciclaje de aceite.',
    siteSection: 'others',
    intro:
      'En nuestras tiendas no solo vendemos refacciones. Estos servicios son sin costo y sin cita: solo llega en horario de tienda.',
    sections: [
      {
        anchor: 'acumulador',
        heading: 'Prueba y carga de acumulador',
        body: '¿Tu auto no quiere arrancar? Probamos el acumulador, la marcha y el alternador ahí mismo en el estacionamiento y te decimos cuál es el problema. Si el acumulador solo necesita carga, lo cargamos gratis. Si ya hay que cambiarlo, te ayudamos a elegir el correcto para tu auto y recibimos el viejo para reciclarlo. Guía: [Prueba y cambia el acumulador](/repairGuideContent?guide=test-and-replace-battery).',
      },
      {
        anchor: 'checkEngine',
        heading: 'Lectura de la luz de check engine',
        body: 'Conectamos un escáner al puerto de diagnóstico de tu auto, debajo del tablero del lado del conductor, leemos los códigos de falla y te explicamos qué significan y qué conviene revisar primero. Toma unos minutos. Leer los códigos te dice dónde buscar; no sustituye el diagnóstico completo de un mecánico.',
      },
      {
        anchor: 'prestamoHerramientas',
        heading: 'Préstamo de herramientas',
        body: [
          'Pide prestadas herramientas especiales, como prensas de rótulas, extractores de poleas, compresores de resortes o manómetros de presión de gasolina:',
          '',
          '1. Deja un depósito igual al precio de la herramienta y muestra una identificación oficial.',
          '2. Úsala el tiempo que necesites, hasta 90 días.',
          '3. Regrésala limpia y completa, con tu ticket, y te devolvemos **todo tu depósito**.',
          '',
          'Este servicio está en muchas de nuestras tiendas, no en todas: llama antes para confirmar que tienen la herramienta.',
        ].join('\n'),
      },
      {
        anchor: 'plumas',
        heading: 'Ayuda con plumas limpiaparabrisas',
        body: 'Buscamos las medidas correctas de plumas para tu auto y, si las compras con nosotros, con gusto te ayudamos a ponerlas en el estacionamiento. ¿Prefieres hacerlo en casa? Sigue la guía [Cambia las plumas limpiaparabrisas](/repairGuideContent?guide=replace-wiper-blades).',
      },
      {
        anchor: 'reciclaje',
        heading: 'Reciclaje de aceite y acumuladores',
        body: 'Trae tu aceite de motor usado en un recipiente cerrado, tus filtros de aceite usados y tus acumuladores viejos: los entregamos a recicladores autorizados para que no terminen en el drenaje ni en la basura. No mezcles el aceite con anticongelante, gasolina ni otros líquidos, porque así ya no se puede reciclar. Disponible en tiendas participantes.',
      },
      {
        anchor: 'tuTienda',
        heading: 'Servicios en tu tienda',
        body: 'La página de cada tienda enumera los servicios gratuitos que ofrece, junto con su horario y su teléfono.',
        embed: 'storeLocator',
      },
    ],
  },

  folleto: {
    title: 'Folleto de ofertas',
    metaTitle: 'Folleto semanal de ofertas',
    metaDescription:
      'Consulta el folleto de ofertas de Redline Autopartes: precios especiales de la semana en refacciones, aceites y accesorios, en línea y en tu tienda.',
    siteSection: 'deals',
    intro:
      'Cada semana elegimos ofertas en las refacciones, aceites, aditivos y accesorios que más se necesitan en la temporada. Aquí tienes el folleto vigente.',
    sections: [
      {
        anchor: 'ofertas',
        heading: 'Las ofertas de esta semana',
        body: 'Los precios del folleto valen en línea y en todas nuestras tiendas durante las fechas de la edición, hasta agotar existencias. Entra a cada producto para ver si le queda a tu auto y si tu tienda lo tiene hoy.',
        embed: 'circular',
      },
      {
        anchor: 'comoAprovechar',
        heading: 'Cómo aprovecharlas',
        body: [
          '- **Recoge en tienda gratis**, por lo general en menos de una hora. [Así funciona](/lp/recoge-en-tienda).',
          '- **Envío gratis** a domicilio en compras de $499 o más.',
          '- **Suma créditos Redline Rewards:** las compras en oferta de $400 o más también cuentan. [Conoce Rewards](/rewards).',
        ].join('\n'),
      },
      {
        anchor: 'masAhorros',
        heading: 'Más formas de ahorrar',
        body: 'Revisa los [cupones](/coupons) vigentes y todas nuestras [ofertas](/lp/deals). Solo se aplica un código promocional por pedido. ¿Quieres enterarte primero? Recibe nuestras promociones por [mensaje de texto](/sms). Todas las formas de ahorrar están en [Ahorra en Redline](/lp/savings).',
      },
    ],
  },

  savings: {
    title: 'Ahorra en Redline',
    metaTitle: 'Cupones, ofertas y formas de ahorrar',
    metaDescription:
      'Ahorra en Redline Autopartes con cupones, el folleto semanal, Redline Rewards, promociones por SMS, Recoge en tienda gratis y envío gratis desde $499.',
    siteSection: 'deals',
    intro: 'Todas las formas de pagar menos por las refacciones que necesitas, en un solo lugar.',
    sections: [
      {
        anchor: 'cupones',
        heading: 'Cupones',
        body: 'Estos son los cupones vigentes. Inicia sesión para guardar un cupón en tu cuenta y luego escribe su código en el carrito. Se aplica un código promocional por pedido, y cada cupón indica hasta cuándo es válido.',
        embed: 'coupons',
      },
      {
        anchor: 'folleto',
        heading: 'El folleto semanal',
        body: 'Cada semana publicamos ofertas en las refacciones, aceites y accesorios de temporada, al mismo precio en línea y en tienda. [Ve el folleto de esta semana](/lp/folleto) o todas las [ofertas](/lp/deals).',
      },
      {
        anchor: 'rewards',
        heading: 'Redline Rewards',
        body: 'Inscribirte es gratis. Cada compra de $400 o más, en línea o en tienda, te da un crédito; con 5 créditos recibes una recompensa de $400. Los créditos duran 365 días y las recompensas, 90 días. [Inscríbete en Redline Rewards](/createRewardsAccount) o [consulta tus recompensas](/rewards). Todos los detalles están en las [preguntas frecuentes de Rewards](/lp/faqs#rewards).',
      },
      {
        anchor: 'promociones',
        heading: 'Promociones por SMS y correo',
        body: 'Regístrate para recibir [promociones por mensaje de texto](/sms) en tu celular; puedes darte de baja cuando quieras y en esa misma página te explicamos cómo. Deja también tu correo en nuestro registro de promociones y te mandamos ofertas y cupones nuevos.',
      },
      {
        anchor: 'gratis',
        heading: 'Recoge gratis y envío gratis',
        body: 'Recoger en tienda siempre es gratis y por lo general tu pedido está listo en menos de una hora ([así funciona](/lp/recoge-en-tienda)). El envío estándar a domicilio es gratis en compras de $499 o más. Y antes de comprar una herramienta para un solo trabajo, pregunta por el [préstamo de herramientas](/lp/store-services).',
      },
    ],
  },
};
