import type { ContentPage } from '../page-document';

/**
 * Páginas legales y de ayuda de la tienda de México (writer "legal"). Los datos siguen al producto:
 * markets.ts (envío gratis desde $499 MXN, Rewards $400 / $400 MXN, 5 créditos, 365 / 90 días),
 * checkout/shipping.ts, checkout/tax.ts (IVA incluido), orders/returns.ts (90 días) y las
 * decisiones 013, 016, 017, 020 y 021.
 */
export const PAGES: Record<string, ContentPage> = {
  termsAndConditions: {
    title: 'Términos y condiciones',
    metaTitle: 'Términos y condiciones, aviso de privacidad y devoluciones',
    metaDescription:
      'Términos de compra en Redline Autopartes México: aviso de privacidad, compra segura, reglas de Rewards, devoluciones, envíos y precios con IVA.',
    siteSection: 'customer-service',
    intro:
      'Estos términos aplican a las compras en el sitio, la app y las tiendas de Redline Autopartes, S.A. de C.V. ("Redline Autopartes") en México. Al usar el sitio o hacer un pedido, los aceptas. Nada de lo aquí dispuesto limita los derechos que te otorga la Ley Federal de Protección al Consumidor. Ve directo a: [Reglas y condiciones de uso](/lp/termsAndConditions#rulesAndRegulations) · [Aviso de privacidad](/lp/termsAndConditions#privacyPolicy) · [Compra segura](/lp/termsAndConditions#secureShopping) · [Reglas de Rewards](/lp/termsAndConditions#rewardsProgramRules) · [Devoluciones](/lp/termsAndConditions#returnsPolicy). ¿Dudas? [Contáctanos](/contactus).',
    sections: [
      {
        anchor: 'rulesAndRegulations',
        heading: 'Reglas y condiciones de uso',
        body: `**Uso del sitio.** Puedes navegar y comprar para tu uso personal o de tu negocio. No está permitido copiar de forma masiva nuestro catálogo, precios o imágenes, usar herramientas automatizadas contra el sitio, intentar vulnerar su seguridad ni usarlo para fines ilícitos.

**Tu cuenta.** Mantén tu contraseña en secreto y avísanos desde [Contáctanos](/contactus) si crees que alguien más usó tu cuenta. Podemos suspender cuentas usadas para fraude o abuso.

**Información de productos.** Procuramos que descripciones, compatibilidad e imágenes sean exactas. La compatibilidad se calcula con el año, marca, modelo y motor que nos indicas; revisa los datos de tu vehículo antes de comprar. Si una pieza no le queda, aplica nuestra [política de devoluciones](/lp/termsAndConditions#returnsPolicy).

**Códigos promocionales y cupones.** Se acepta un código promocional por pedido. Cada código tiene vigencia, puede requerir una compra mínima y no es canjeable por dinero. Los cupones que guardas en [Cupones](/coupons) quedan ligados a tu cuenta.

**Tarjetas de regalo.** Se venden en nuestras tiendas, solo sirven para pagar en pesos mexicanos y puedes usar hasta dos por pedido. No son canjeables por efectivo. Consulta tu saldo en [Saldo de tarjeta de regalo](/giftCard/cardBalance). Cuídala como si fuera efectivo: no podemos reponer una tarjeta perdida o robada.

**Cambios.** Podemos actualizar estos términos. La fecha al pie de esta página indica la versión vigente; los cambios aplican a los pedidos hechos después de esa fecha.`,
      },
      {
        anchor: 'ordersAndPricing',
        heading: 'Pedidos, precios y cancelaciones',
        body: `**Precios.** Todos los precios están en pesos mexicanos (MXN) e **incluyen IVA**; al pagar no se agrega ningún impuesto. Algunas piezas (baterías, alternadores, marchas) llevan un **cargo por casco** reembolsable, que se muestra por separado y se te devuelve al entregar tu pieza usada en cualquier tienda.

**Confirmación.** El correo de confirmación significa que recibimos tu pedido y realizamos el cargo. Si un precio o producto aparece con un error evidente, o una pieza ya no está disponible, podemos cancelar esa parte del pedido y te devolvemos el total correspondiente.

**Cancelaciones.** Puedes cancelar tu pedido, o una parte de él, desde [Rastrea tu pedido](/trackOrder) o tu [historial de pedidos](/user/orderHistory) mientras se prepara (estado *Pedido recibido*, *En proceso* o *Retrasado*). Cuando ya está *Listo para recoger* o *Listo para envío* ya no se puede cancelar, pero puedes devolverlo. El saldo vuelve de inmediato a tus tarjetas de regalo; el reembolso a tu tarjeta tarda de 3 a 5 días hábiles, según tu banco.

**Factura (CFDI).** Si necesitas factura electrónica de una compra en línea, solicítala en [Preguntas sobre pedidos](/contactus/orderQuestions) dentro del mes de la compra, con tu número de pedido, RFC, nombre o razón social, régimen fiscal, código postal fiscal y uso del CFDI.

**Recoger en tienda** es gratis en todas las tiendas que lo ofrecen. Te avisamos por correo cuando tu pedido esté listo; lleva tu número de pedido e identificación oficial.`,
      },
      {
        anchor: 'shippingPolicy',
        heading: 'Política de envíos',
        body: `Enviamos a toda la República Mexicana. Los pedidos hechos antes de las 14:00 (hora del centro) en día hábil salen de nuestro centro de distribución el mismo día; los demás, al siguiente día hábil.

| Método | Costo | Entrega |
|---|---|---|
| Estándar | $99 MXN, **gratis en compras desde $499 MXN** | 3 a 6 días hábiles |
| Estándar a BC, BCS, Campeche, Chiapas, Guerrero, Oaxaca, Quintana Roo y Yucatán | $99 MXN, gratis desde $499 MXN | 5 a 9 días hábiles |
| Día siguiente | $249 MXN | siguiente día hábil |
| Flete (piezas pesadas o voluminosas) | $1,499 MXN la primera pieza y $499 MXN cada pieza adicional | 6 a 10 días hábiles (9 a 14 en los estados de entrega extendida) |

La entrega al día siguiente llega a CDMX, Estado de México, Hidalgo, Morelos, Puebla, Querétaro, Tlaxcala, Jalisco y Nuevo León. El monto para envío gratis se calcula sobre la mercancía después de descuentos, sin cargos por casco ni envío, y aplica al envío estándar. Un pedido con alguna pieza de flete se envía completo por flete; la paquetería te llamará para programar la entrega. Los materiales peligrosos (algunas baterías, líquidos y aerosoles) viajan solo por tierra. Las fechas de entrega son estimadas. Sigue tu paquete en [Rastrea tu pedido](/trackOrder).`,
      },
      {
        anchor: 'privacyPolicy',
        heading: 'Aviso de privacidad',
        body: `**Responsable.** Redline Autopartes, S.A. de C.V., con domicilio en Blvd. Manuel Ávila Camacho 2610, piso 7, Col. Valle de los Pinos, 54040 Tlalnepantla de Baz, Estado de México, es responsable del tratamiento de tus datos personales conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP).

**Datos que recabamos.** Identificación y contacto (nombre, correo, teléfono, domicilios), los vehículos que guardas, tu membresía Rewards, tus compras, devoluciones y garantías, y datos de navegación. **No recabamos datos personales sensibles.** Los números de tarjeta se capturan en el formulario seguro de nuestro procesador de pagos; solo conservamos el tipo de tarjeta, los últimos cuatro dígitos y la fecha de vencimiento.

**Finalidades primarias** (necesarias): procesar, entregar y dar seguimiento a tus pedidos, devoluciones y garantías; administrar tu cuenta y Rewards; atender tus solicitudes; prevenir fraudes; emitir facturas y cumplir obligaciones legales.

**Finalidades secundarias** (puedes negarte sin que afecte tus compras): enviarte promociones, medir el uso del sitio y mostrarte ofertas. Para negarte, cambia tus preferencias en [Mi perfil](/user/myProfile), en **Configuración de cookies** o escríbenos.

**Transferencias.** Compartimos datos con proveedores que nos prestan servicios (procesador de pagos, paqueterías, correo y hospedaje), que los tratan por nuestra cuenta, y con autoridades cuando la ley lo exige. No vendemos tus datos.`,
      },
      {
        anchor: 'arcoRights',
        heading: 'Derechos ARCO, cookies y cambios al aviso',
        body: `**Derechos ARCO.** Puedes acceder a tus datos, rectificarlos, cancelarlos u oponerte a su tratamiento, así como revocar tu consentimiento o limitar su uso. Muchos datos los puedes ver y corregir tú mismo en [Mi cuenta](/user/myAccount). Para cualquier otra solicitud, escríbenos desde [Tus datos personales](/customerinfo) indicando tu nombre, el derecho que quieres ejercer, los datos de que se trata y una forma de contactarte; te pediremos acreditar tu identidad. Te responderemos en un máximo de 20 días hábiles y, si procede, la haremos efectiva dentro de los 15 días hábiles siguientes. Si no quedas satisfecho, puedes acudir ante la autoridad competente en materia de protección de datos personales.

**Cookies.** Las cookies necesarias hacen funcionar la tienda. Las de preferencias, análisis y publicidad solo se usan si las aceptas; cambia tu decisión cuando quieras en **Configuración de cookies**, al pie de cada página.

**Cambios.** Publicaremos cualquier cambio a este aviso en esta página, con su fecha de actualización.`,
      },
      {
        anchor: 'secureShopping',
        heading: 'Compra segura',
        body: `- **Conexión cifrada.** Todo el sitio funciona con HTTPS y cifrado TLS: lo que escribes viaja protegido.
- **Tu tarjeta la procesa el proveedor de pagos.** Capturas tu tarjeta en su formulario seguro; nunca vemos ni guardamos el número completo ni el código de seguridad. Una tarjeta guardada en [Mi cartera](/wallet) conserva solo el tipo, los últimos cuatro dígitos y el vencimiento.
- **Tarjetas de regalo.** Nunca guardamos el número ni el NIP de forma legible, y varios NIP incorrectos seguidos bloquean la tarjeta un rato para impedir que alguien los adivine.
- **Tu cuenta.** Las contraseñas se guardan cifradas con un algoritmo irreversible. Los códigos de acceso que te enviamos por correo duran 10 minutos. Cerramos tu sesión tras 60 minutos sin actividad, salvo que elijas *Mantener mi sesión iniciada en este dispositivo*, y toda sesión termina a los 30 días. Al cambiar tu contraseña se cierran tus sesiones en otros dispositivos.
- **Pedidos.** Aunque presiones *Realizar pedido* dos veces, nunca te cobramos doble.

**Cuídate:** nunca te pediremos tu contraseña, el número completo de tu tarjeta ni el NIP de una tarjeta de regalo por correo, mensaje o teléfono. Si un mensaje te parece sospechoso, no abras sus ligas y [contáctanos](/contactus).`,
      },
      {
        anchor: 'rewardsProgramRules',
        heading: 'Reglas del programa Rewards',
        body: `Redline Rewards es gratis y abierto a cualquier persona en México. Inscríbete [en línea](/createRewardsAccount), al pagar tu pedido o en cualquier tienda, y vincúlalo a tu cuenta en [Mis Rewards](/rewards).

1. **Créditos.** Cada compra de **$400 MXN o más** te da 1 crédito, en línea, para recoger en tienda o en caja. Se cuenta el precio de la mercancía como aparece en tienda (con IVA incluido) después de descuentos, sin cargos por casco ni envío. Una compra da un solo crédito sin importar su monto.
2. **Recompensas.** Cada **5 créditos** se convierten en una **recompensa de $400 MXN**, disponible 72 horas después de la compra que la completa.
3. **Vigencia.** Los créditos vencen **365 días** después de obtenerlos. Las recompensas vencen **90 días** después de estar disponibles. Lo vencido no se puede recuperar.
4. **Uso.** Al pagar, elige Rewards y usa todo o parte de tu saldo; paga el resto con tarjeta de regalo o tarjeta bancaria. Las recompensas no tienen valor en efectivo y no se pueden canjear por dinero, transferir ni vender.
5. **Devoluciones y cancelaciones.** Si una devolución o cancelación deja la compra por debajo de $400 MXN, se retira su crédito; si ese crédito ya forma parte de una recompensa disponible, se retira otro crédito sin usar. Las recompensas con que pagaste regresan a tu saldo en un reembolso, salvo que ya hayan vencido.
6. **Créditos faltantes.** Solicítalos dentro de los 365 días siguientes a la compra en [Solicitar un crédito](/user/rewards/requestCredit), con tu número de ticket o de pedido.

Podemos modificar estas reglas y te avisaremos antes. Reglas completas: [reglas del programa](/user/programRules). Dudas: [Ayuda con Rewards](/contactus/rewards).`,
      },
      {
        anchor: 'returnsPolicy',
        heading: 'Política de devoluciones',
        body: `**90 días con tu comprobante.** Puedes devolver piezas dentro de los **90 días** posteriores a la entrega o a la recolección en tienda, con tu ticket o número de pedido. Si compraste con tu sesión iniciada, el pedido está en tu [historial de pedidos](/user/orderHistory) y no necesitas el ticket impreso.

**Dónde.** En cualquier tienda Redline Autopartes, hayas comprado en línea o en tienda: es lo más rápido. Para devolver por paquetería, inicia la devolución en [Preguntas sobre pedidos](/contactus/orderQuestions) y te enviaremos las instrucciones. Si te enviamos una pieza equivocada o llegó dañada, nosotros cubrimos el envío de regreso.

**Condiciones.** La pieza debe estar nueva, sin instalar y en su empaque original, con todas sus partes, instructivos y tornillería. Si una pieza falló después de instalarla, se atiende con su [garantía](/myWarranties).

**Tu reembolso.** Te devolvemos lo que pagaste por las piezas devueltas y sus cargos por casco, menos la parte proporcional de cualquier descuento del pedido. El costo de envío original no se reembolsa, salvo que el error haya sido nuestro. El dinero regresa como pagaste: primero a tu tarjeta (3 a 5 días hábiles, según tu banco) y después a tus tarjetas de regalo. Las recompensas con que pagaste regresan a tu saldo si no han vencido. Una devolución puede retirar un crédito de Rewards (consulta las [reglas de Rewards](/lp/termsAndConditions#rewardsProgramRules)).

**Cascos.** Entrega tu pieza usada en cualquier tienda para recuperar el cargo por casco, con o sin devolución.`,
      },
      {
        anchor: 'warranties',
        heading: 'Garantías',
        body: `Muchas piezas tienen garantía, desde 90 días hasta garantía limitada de por vida, indicada en la página del producto y en tu comprobante. Si una pieza cubierta falla por un defecto de materiales o de fabricación dentro de su garantía, llévala con tu número de pedido o ticket a cualquier tienda y te la cambiamos por la misma pieza o una equivalente sin costo. La garantía no cubre el desgaste normal, el mal uso, accidentes, una instalación incorrecta, uso en competencias o comercial, ni mano de obra, grúa o renta de vehículos. Las piezas que compras con tu sesión iniciada aparecen en [Mis garantías](/myWarranties) con sus fechas de cobertura.`,
      },
      {
        anchor: 'profeco',
        heading: 'Atención a clientes y PROFECO',
        body: `Para cualquier duda, queja o aclaración sobre estos términos, tu privacidad o un pedido, escríbenos desde [Contáctanos](/contactus) o llama a tu [tienda](/store). Te respondemos por escrito.

Si no logramos resolverlo, puedes acudir a la Procuraduría Federal del Consumidor (PROFECO): Teléfono del Consumidor 55 5568 8722 (Ciudad de México y área metropolitana) o 800 468 8722 (resto del país), o en [www.gob.mx/profeco](https://www.gob.mx/profeco).`,
      },
    ],
    updatedAt: '2026-11-22',
  },

  faqs: {
    title: 'Preguntas frecuentes',
    metaTitle: 'Preguntas frecuentes: pedidos, recoger en tienda, envíos y Rewards',
    metaDescription:
      'Respuestas sobre pedidos, recoger en tienda gratis, envíos, devoluciones, formas de pago, tu cuenta, tus vehículos y Redline Rewards.',
    siteSection: 'customer-service',
    intro:
      'Respuestas rápidas a lo que más nos preguntan. Ve directo a: [Pedidos](/lp/faqs#orders) · [Recoger en tienda](/lp/faqs#pickup) · [Envíos](/lp/faqs#shipping) · [Devoluciones](/lp/faqs#returns) · [Pagos](/lp/faqs#payments) · [Tu cuenta](/lp/faqs#account) · [Vehículos](/lp/faqs#vehicles) · [Rewards](/lp/faqs#rewards) · [En tienda](/lp/faqs#stores).',
    sections: [
      {
        anchor: 'orders',
        heading: 'Pedidos',
        body: `**¿Cómo rastreo mi pedido?**
Entra a [Rastrea tu pedido](/trackOrder) con tu número de pedido y el correo o código postal con que compraste. Si compraste con tu sesión iniciada, todos tus pedidos están en tu [historial de pedidos](/user/orderHistory).

**¿Puedo cancelar mi pedido?**
Sí, mientras se prepara (*Pedido recibido*, *En proceso* o *Retrasado*), desde Rastrea tu pedido o tu historial. Si tu pedido tiene varias partes (por ejemplo, una para recoger y otra a domicilio), puedes cancelar cada una por separado. Cuando ya está listo para recoger o para envío, ya no se puede cancelar, pero puedes devolverlo.

**¿Cuándo me regresan mi dinero si cancelo?**
El saldo vuelve de inmediato a tus tarjetas de regalo; el reembolso a tu tarjeta tarda de 3 a 5 días hábiles, según tu banco.

**¿Puedo modificar mi pedido?**
Un pedido no se puede editar. Cancélalo mientras aún se pueda y haz uno nuevo.

**¿Cómo pido mi factura?**
Desde [Preguntas sobre pedidos](/contactus/orderQuestions), dentro del mes de la compra, con tu número de pedido y tus datos fiscales.

**Compré como invitado. ¿Puedo verlo en una cuenta?**
Sí. Crea una cuenta con el mismo correo: al confirmar el código que te enviamos, tus pedidos como invitado aparecen en tu historial.`,
      },
      {
        anchor: 'pickup',
        heading: 'Recoger en tienda',
        body: `**¿Recoger en tienda tiene costo?**
No, siempre es gratis. Elige tu tienda, agrega tus piezas al carrito y selecciona recoger en tienda al pagar. La mayoría de nuestras tiendas lo ofrecen; la página de la tienda y el carrito te dicen si la tuya lo tiene. Más información en [Recoge en tienda](/lp/recoge-en-tienda).

**¿En cuánto tiempo está listo?**
Si la pieza está en existencia en la tienda, normalmente en menos de una hora. Las piezas que vienen de nuestro centro de distribución tardan más. En cualquier caso, te avisamos por correo en cuanto esté listo.

**¿Qué necesito llevar?**
Tu número de pedido e identificación oficial.

**¿Y si no puedo ir?**
Cancélalo en línea antes de que esté listo o llama a la tienda. Los pedidos que no se recogen los cancela la tienda y se reembolsan a tu forma de pago.`,
      },
      {
        anchor: 'shipping',
        heading: 'Envíos',
        body: `**¿Tienen envío gratis?**
Sí: el envío estándar es gratis en compras desde **$499 MXN** (mercancía después de descuentos). Si no, cuesta $99 MXN.

**¿Cuánto tarda?**
Estándar: de 3 a 6 días hábiles (de 5 a 9 a Baja California, Baja California Sur, Campeche, Chiapas, Guerrero, Oaxaca, Quintana Roo y Yucatán). Día siguiente: $249 MXN, si compras antes de las 14:00 (hora del centro) en día hábil, en CDMX, Estado de México, Hidalgo, Morelos, Puebla, Querétaro, Tlaxcala, Jalisco y Nuevo León. Piezas pesadas o voluminosas: por flete, $1,499 MXN la primera y $499 MXN cada adicional; la paquetería te llama para programar la entrega.

**¿Por qué no puedo elegir entrega al día siguiente?**
Puede que tu estado no esté en la zona de día siguiente o que tu pedido lleve materiales peligrosos (algunas baterías, líquidos o aerosoles), que viajan solo por tierra.

**¿Dónde está mi paquete?**
Cuando sale, [Rastrea tu pedido](/trackOrder) muestra la paquetería y el número de guía. Si hay un problema con la entrega, te contactamos para reenviarlo o reembolsarte.

Detalles: [política de envíos](/lp/termsAndConditions#shippingPolicy).`,
      },
      {
        anchor: 'returns',
        heading: 'Devoluciones y garantías',
        body: `**¿Cuál es su política de devoluciones?**
Puedes devolver piezas dentro de los **90 días** posteriores a la entrega o a la recolección, con tu ticket o número de pedido. Lee la [política de devoluciones](/lp/termsAndConditions#returnsPolicy) completa.

**¿Puedo devolver en tienda un pedido en línea?**
Sí, en cualquier tienda Redline Autopartes; es lo más rápido. Para devolver por paquetería, pide instrucciones en [Preguntas sobre pedidos](/contactus/orderQuestions).

**¿Cómo me reembolsan?**
Como pagaste: primero a tu tarjeta (3 a 5 días hábiles) y después a tus tarjetas de regalo. El envío no se reembolsa, salvo que el error haya sido nuestro.

**¿Qué es el cargo por casco?**
Un depósito reembolsable en piezas como baterías, alternadores y marchas, que se reconstruyen a partir de piezas usadas. Entrega tu pieza usada en cualquier tienda y te lo devolvemos.

**Mi pieza falló. ¿Tiene garantía?**
Revisa [Mis garantías](/myWarranties) o la página del producto. Lleva la pieza y tu número de pedido a cualquier tienda; si está cubierta, te la cambiamos sin costo.`,
      },
      {
        anchor: 'payments',
        heading: 'Pagos y tarjetas de regalo',
        body: `**¿Qué formas de pago aceptan en línea?**
Tarjetas Visa, Mastercard, American Express y Discover, tarjetas de regalo Redline (hasta dos por pedido) y tu saldo de Rewards. Primero se aplica Rewards, después las tarjetas de regalo, y tu tarjeta paga el resto. Si las tarjetas de regalo y Rewards cubren todo, no necesitas tarjeta.

**¿Los precios incluyen IVA?**
Sí, todos los precios están en pesos mexicanos con IVA incluido. Al pagar no se agrega ningún impuesto.

**¿Cuándo se hace el cargo?**
Al realizar el pedido. Si el pedido no se puede completar (tarjeta rechazada, una pieza que se agotó), no se cobra nada y tus tarjetas de regalo y Rewards conservan su saldo.

**¿Puedo guardar una tarjeta?**
Sí, en [Mi cartera](/wallet) (hasta 10 tarjetas). Solo guardamos el tipo, los últimos cuatro dígitos y el vencimiento.

**¿Dónde compro tarjetas de regalo y consulto su saldo?**
Se venden en nuestras tiendas. Consulta el saldo con el número y el NIP en [Saldo de tarjeta de regalo](/giftCard/cardBalance).

**¿Puedo usar un código promocional?**
Uno por pedido, en el carrito. Encuentra las ofertas vigentes en [Cupones](/coupons).`,
      },
      {
        anchor: 'account',
        heading: 'Tu cuenta',
        body: `**¿Para qué crear una cuenta?**
Pagas más rápido con tus domicilios y tarjetas guardados, y tienes en un solo lugar tu historial de pedidos, garantías, tus vehículos y tus Rewards.

**¿Cómo la creo?**
Desde [Iniciar sesión](/signin), elige crear una cuenta y confirma el código de 6 dígitos que te enviamos por correo (vale 10 minutos).

**Olvidé mi contraseña.**
Usa *¿Olvidaste tu contraseña?* en la página de inicio de sesión. La liga para restablecerla sirve una sola vez durante 60 minutos. También puedes entrar con un código que te enviamos por correo.

**¿Por qué se cerró mi sesión?**
Por tu seguridad, la cerramos tras 60 minutos sin actividad. Marca *Mantener mi sesión iniciada en este dispositivo* en un equipo que solo uses tú para seguir dentro hasta 30 días.

**¿Cómo cambio mi correo, contraseña o domicilios?**
En [Mi perfil](/user/myProfile). Un correo nuevo se confirma con un código que enviamos a esa dirección. Puedes guardar hasta 10 domicilios.

**¿Cómo dejo de recibir promociones?**
Cambia tus preferencias en Mi perfil o usa la liga para darte de baja en cualquier correo de ofertas.`,
      },
      {
        anchor: 'vehicles',
        heading: 'Vehículos y compatibilidad',
        body: `**¿Para qué agrego mi vehículo?**
Para ver qué piezas le quedan: los productos muestran *Compatible con tu vehículo* y las búsquedas se filtran para él.

**¿Cómo lo agrego?**
Elige *Agrega un vehículo* en el encabezado y selecciona año, marca, modelo y motor, o decodifica tu número de serie (VIN) con el [decodificador de VIN](/vin-decoder).

**¿Cuántos vehículos puedo guardar?**
Hasta 10 en [Mis vehículos](/user/myVehicle). Los que agregues antes de iniciar sesión se suman a tu cuenta al entrar.

**¿Qué más puedo hacer con ellos?**
Llevar su historial de servicio, ver los intervalos de mantenimiento recomendados y consultar [guías de reparación](/user/repairGuides).

**La pieza dice que necesita más información.**
Algunas piezas dependen de detalles como la tracción o la versión. Responde las preguntas del vehículo en la página del producto o escríbenos en [Preguntas sobre productos](/contactus/productQuestions).`,
      },
      {
        anchor: 'rewards',
        heading: 'Redline Rewards',
        body: `**¿Cómo funciona Rewards?**
Cada compra de **$400 MXN o más** te da un crédito. **5 créditos** se convierten en una **recompensa de $400 MXN**. La membresía es gratis.

**¿Cómo me inscribo?**
[En línea](/createRewardsAccount), marcando la casilla al pagar tu pedido o en cualquier tienda. Después vincula tu membresía a tu cuenta en [Mis Rewards](/rewards) para ver tus créditos, recompensas y movimientos.

**¿Cuándo puedo usar mi recompensa?**
72 horas después de la compra que la completa. Al pagar, elige Rewards y usa todo o parte de tu saldo.

**¿Vencen los créditos y las recompensas?**
Los créditos vencen 365 días después de obtenerlos; las recompensas, 90 días después de estar disponibles.

**Una compra no me dio crédito.**
Solicítalo dentro de los 365 días siguientes en [Solicitar un crédito](/user/rewards/requestCredit) con tu ticket o número de pedido.

**¿Qué pasa si devuelvo algo?**
Si la compra queda por debajo de $400 MXN, se retira su crédito. Las recompensas con que pagaste regresan si no han vencido.

**No puedo vincular mi Rewards en línea.**
Tras tres respuestas incorrectas a la pregunta de seguridad, la vinculación en línea se bloquea 24 horas. En cualquier tienda te ayudan antes. Más ayuda: [Dudas de Rewards](/contactus/rewards) y las [reglas del programa](/lp/termsAndConditions#rewardsProgramRules).`,
      },
      {
        anchor: 'stores',
        heading: 'En nuestras tiendas',
        body: `**¿Qué servicios gratuitos ofrecen las tiendas?**
Según la tienda: prueba de batería, lectura de la luz de check engine, reciclaje de aceite y baterías usados, y préstamo de herramientas especiales con un depósito que te devolvemos completo si regresas la herramienta dentro de 90 días. Cada página de tienda muestra sus servicios; consulta también [Servicios en tienda](/lp/store-services).

**¿Cómo encuentro una tienda y su horario?**
Con el [localizador de tiendas](/store). Cada tienda muestra su horario de hoy, teléfono, servicios y cómo llegar.`,
      },
      {
        anchor: 'contact',
        heading: '¿Necesitas más ayuda?',
        body: 'Elige un tema y cuéntanos qué necesitas. Respondemos cada mensaje por correo.',
        embed: 'contactOptions',
      },
    ],
  },
};
