import type { ContentPage } from '../page-document';

/**
 * Legal and help pages of the US store (writer "legal"). Facts follow the product: markets.ts
 * (free shipping from $35, Rewards $20 / $20, 5 credits, 365 / 90 days), checkout/shipping.ts,
 * orders/returns.ts (90 days), decisions 013, 016, 017, 020 and 021.
 */
export const PAGES: Record<string, ContentPage> = {
  termsAndConditions: {
    title: 'Terms and Conditions',
    metaTitle: 'Terms and Conditions, Privacy Policy and Returns',
    metaDescription:
      'The terms of shopping at Redline Auto Parts: privacy policy, secure shopping, Rewards program rules, returns, shipping and order terms.',
    siteSection: 'customer-service',
    intro:
      'These terms apply when you shop at Redline Auto Parts online, in our app or in our stores in the United States, Puerto Rico and the U.S. Virgin Islands. By using the site or placing an order you agree to them. Jump to a section: [Rules and regulations](/lp/termsAndConditions#rulesAndRegulations) · [Privacy policy](/lp/termsAndConditions#privacyPolicy) · [Secure shopping](/lp/termsAndConditions#secureShopping) · [Rewards program rules](/lp/termsAndConditions#rewardsProgramRules) · [Returns policy](/lp/termsAndConditions#returnsPolicy). Questions? [Contact us](/contactus).',
    sections: [
      {
        anchor: 'rulesAndRegulations',
        heading: 'Rules and regulations',
        body: `**Using this site.** You may browse and shop for your own personal or business use. Please don't copy our catalog, prices or images in bulk, run automated tools against the site, try to get around its security, or use it for anything unlawful.

**Your account.** Keep your password private and tell us through [Contact us](/contactus) if you think someone else has used your account. We may suspend accounts used for fraud or abuse.

**Product information.** We work hard to show accurate descriptions, fitment and images. Fitment is based on the year, make, model and engine you give us, so please check that your vehicle details are right before you order. If a part doesn't fit, our [returns policy](/lp/termsAndConditions#returnsPolicy) applies.

**Promo codes and coupons.** One promo code can be used per order. Codes have start and end dates, may need a minimum purchase and have no cash value. Coupons you claim at [Coupons](/coupons) are tied to your account.

**Gift cards** are sold in our stores and, in the United States, online through our gift card partner linked from the [gift card page](/giftCard). They pay only in U.S. dollars, can be combined up to two per order, and are not redeemable for cash except where the law requires it. Check a balance at [Gift card balance](/giftCard/cardBalance). Treat a gift card like cash: we can't replace a lost or stolen card.

**Changes.** We may update these terms. The date at the bottom of this page shows the latest version; changes apply to orders placed after that date.`,
      },
      {
        anchor: 'ordersAndPricing',
        heading: 'Orders, prices and cancellations',
        body: `**Prices and tax.** Prices are in U.S. dollars. Sales tax is added at checkout: for store pickup at the rate of the store's state, for delivery at the rate of the state you ship to. Some parts carry a refundable **core charge**, shown separately; you get it back when you bring your old part to any store.

**When we accept your order.** Your order confirmation e-mail means we have received your order and charged your payment. If a price or product is listed in obvious error, or a part turns out to be unavailable, we may cancel that part of the order and refund you in full.

**Cancelling.** You can cancel an order, or one part of it, from [Track your order](/trackOrder) or your [order history](/user/orderHistory) while it is still being prepared (status *Submitted*, *Processing* or *Delayed*). Once it is *Ready for pickup* or *Ready to ship* it can no longer be cancelled; you can return it instead. Gift cards get their money back right away; a refund to a payment card takes 3 to 5 business days, depending on your bank.

**Store pickup** is free at every store that offers it. We e-mail you when your order is ready; bring your order number and a photo ID.`,
      },
      {
        anchor: 'shippingPolicy',
        heading: 'Shipping policy',
        body: `We ship to addresses in the 50 states, Washington D.C., Puerto Rico and the U.S. Virgin Islands. Orders placed before 2 p.m. Eastern time on a business day leave our distribution center the same day; later orders leave the next business day.

| Method | Price | Delivery |
|---|---|---|
| Standard | $7.99, **free on orders of $35 or more** | 3–5 business days |
| Standard to AK, HI, PR, VI | $14.99, free on orders of $35 or more | 6–10 business days |
| Next day | $19.99 | next business day (not to AK, HI, PR, VI) |
| Freight (heavy or oversized parts) | $89.99 for the first item, $29.99 for each additional | 5–9 business days, including 2 days to book the carrier |

The $35 threshold counts merchandise after discounts, without core charges, tax or shipping, and applies to standard shipping. An order with a freight item ships entirely by freight, which doesn't reach AK, HI, PR or VI. Hazardous items (such as some batteries, fluids and aerosols) ship by ground only and can't be shipped to Alaska, Hawaii, Puerto Rico or the U.S. Virgin Islands; choose store pickup for those. Delivery dates are estimates from the carrier and can't be guaranteed. Follow your package at [Track your order](/trackOrder).`,
      },
      {
        anchor: 'privacyPolicy',
        heading: 'Privacy policy',
        body: `Redline Auto Parts respects your privacy. This policy explains what we collect and why.

**What we collect.** What you give us: your name, e-mail, phone, addresses, the vehicles you save, your Rewards membership and messages you send us. What comes from your purchases: orders, returns, store visits and warranties. What comes from your device: pages viewed, searches, your preferred store and, if you agree, analytics and marketing cookies. Payment card numbers are entered in our payment provider's secure form; we keep only the card type, the last four digits and the expiration date.

**Why we use it.** To take, deliver and support your orders; to run your account, garage and Rewards; to answer you; to prevent fraud and keep the site secure; to improve the store; and, if you choose to receive them, to send you offers.

**Who we share it with.** Only with companies that help us serve you — the payment processor, carriers, e-mail and hosting providers — under contracts that limit their use of your data, and with authorities when the law requires. We don't sell your personal information for money.

**How long we keep it.** For as long as your account is active and afterwards only as long as tax, warranty and legal obligations require.

We don't knowingly collect information from children under 13.`,
      },
      {
        anchor: 'privacyChoices',
        heading: 'Your privacy choices and rights',
        body: `- **Cookies:** necessary cookies keep the store working. Preference, analytics and marketing cookies are used only as you choose; change your mind at any time from **Cookie settings** at the bottom of every page.
- **E-mail and text offers:** change your promotion preferences in [My profile](/user/myProfile), use the unsubscribe link in any offer e-mail, or follow the opt-out instructions in any text message.
- **Your data:** see and correct your details in [My account](/user/myAccount). To ask for a copy of your data, its deletion or to opt out of targeted advertising, write to us through [Your personal information](/customerinfo). Residents of states with privacy laws (such as California, Colorado, Virginia and others) have these rights by law; we honor the same requests from every customer. We'll confirm your identity before acting and won't treat you differently for using your rights.`,
      },
      {
        anchor: 'secureShopping',
        heading: 'Secure shopping',
        body: `- **Encrypted connection.** Every page of our site is served over HTTPS with TLS encryption, so what you type travels encrypted.
- **Card details stay with the payment provider.** You enter your card in the provider's secure payment form. We never see or store your full card number or security code; a card saved in your [wallet](/wallet) keeps only its type, last four digits and expiration date.
- **Gift cards.** Gift card numbers and PINs are never stored in readable form, and repeated wrong PINs lock a card for a while to stop guessing.
- **Your account.** Passwords are stored only as secure hashes. E-mailed sign-in codes last 10 minutes. You are signed out after 60 minutes without activity unless you choose *Keep me signed in*, and every session ends after 30 days. Changing your password signs out your other devices.
- **Orders.** Pressing *Place order* twice never charges you twice.

**Stay safe:** we will never ask for your password, full card number or gift card PIN by e-mail, text or phone. If a message looks suspicious, don't click it; [contact us](/contactus) instead.`,
      },
      {
        anchor: 'rewardsProgramRules',
        heading: 'Rewards program rules',
        body: `Redline Rewards is free and open to anyone in the United States. Join [online](/createRewardsAccount), at checkout or in any store, and link it to your online account at [My Rewards](/rewards).

1. **Earning.** Each purchase of **$20 or more before tax** earns 1 credit, online, with store pickup or at the register. "Before tax" means the merchandise after discounts, without core charges, shipping and tax. A purchase earns one credit however large it is.
2. **Rewards.** Every **5 credits** become a **$20 reward**, ready to spend 72 hours after the purchase that completes it.
3. **Expiry.** Credits expire **365 days** after they are earned. Rewards expire **90 days** after they become ready to spend. Expired credits and rewards can't be restored.
4. **Spending.** At checkout choose Rewards and use all or part of your balance; pay the rest with a gift card or payment card. Rewards have no cash value and can't be exchanged for cash, transferred or sold.
5. **Returns and cancellations.** If a return or cancellation takes a purchase under $20, its credit is taken back; if that credit is already part of a reward you can spend, another unused credit is taken instead. Rewards you paid with come back to you on a refund unless they have expired.
6. **Missing credit.** Request it within 365 days of the purchase at [Request a credit](/user/rewards/requestCredit) with your receipt or order number.

We may change these rules and will tell members first. Full rules: [program rules](/user/programRules). Questions: [Rewards help](/contactus/rewards).`,
      },
      {
        anchor: 'returnsPolicy',
        heading: 'Returns policy',
        body: `**90 days, with your receipt.** You can return parts within **90 days** of delivery or store pickup, with your receipt or order number. Orders placed while signed in are in your [order history](/user/orderHistory), so you don't need the printed receipt.

**Where.** At any Redline Auto Parts store, whether you bought online or in store — the fastest way. For a return by mail, start it through [Order questions](/contactus/orderQuestions) and we'll send you the instructions. If we sent the wrong part or it arrived damaged, we cover the return shipping.

**Condition.** Parts should be new, uninstalled and in their original packaging with all pieces, manuals and hardware. A part that failed after installation is handled under its [warranty](/myWarranties) instead.

**Your refund.** We refund the price you paid for the returned parts, their core charges and their share of tax, less their share of any order discount. Original shipping charges are not refunded unless the return is our mistake. The refund goes back the way you paid: first to your payment card (3 to 5 business days, depending on your bank), then to the gift cards you used. Rewards you paid with are returned to your balance unless they have expired. A return may also take back a Rewards credit (see the [Rewards rules](/lp/termsAndConditions#rewardsProgramRules)).

**Core returns.** Bring your old part to any store to get the core charge back, with or without a return.`,
      },
      {
        anchor: 'warranties',
        heading: 'Warranties',
        body: `Many parts carry a warranty from 90 days to a limited lifetime, shown on the product page and on your receipt. If a covered part fails because of a defect in materials or workmanship during its warranty, bring it with your order number or receipt to any store and we'll replace it with the same or an equivalent part at no charge. Warranties don't cover normal wear, misuse, accidents, incorrect installation, racing or commercial use, or labor, towing and rental costs. Parts bought while signed in appear in [My warranties](/myWarranties) with their coverage dates.`,
      },
      {
        anchor: 'contact',
        heading: 'Contact us',
        body: 'For anything about these terms, your privacy or an order, use [Contact us](/contactus) or call your [local store](/store).',
      },
    ],
    updatedAt: '2026-11-22',
  },

  faqs: {
    title: 'Frequently asked questions',
    metaTitle: 'FAQs: orders, pickup, shipping, returns and Rewards',
    metaDescription:
      'Answers about orders, free store pickup, shipping, returns, payment, gift cards, your account, your vehicles and Redline Rewards.',
    siteSection: 'customer-service',
    intro:
      'Quick answers to the questions we hear most. Jump to: [Orders](/lp/faqs#orders) · [Store pickup](/lp/faqs#pickup) · [Shipping](/lp/faqs#shipping) · [Returns](/lp/faqs#returns) · [Payments](/lp/faqs#payments) · [Account](/lp/faqs#account) · [Vehicles](/lp/faqs#vehicles) · [Rewards](/lp/faqs#rewards) · [In our stores](/lp/faqs#stores).',
    sections: [
      {
        anchor: 'orders',
        heading: 'Orders',
        body: `**How do I track my order?**
Go to [Track your order](/trackOrder) and enter your order number with the e-mail or ZIP code you ordered with. If you were signed in, all your orders are in your [order history](/user/orderHistory).

**Can I cancel my order?**
Yes, while it is still being prepared (*Submitted*, *Processing* or *Delayed*), from Track your order or your order history. If your order has several parts (for example, pickup and delivery), you can cancel each one on its own. Once it is ready for pickup or ready to ship, it can't be cancelled; you can return it instead.

**When do I get my money back after cancelling?**
Gift cards are credited right away. A payment card refund takes 3 to 5 business days, depending on your bank.

**Can I change my order?**
Orders can't be edited once placed. Cancel it while you still can and place a new one.

**I ordered as a guest. Can I see it in an account?**
Yes. Create an account with the same e-mail address: once you confirm the code we e-mail you, your guest orders appear in your order history.`,
      },
      {
        anchor: 'pickup',
        heading: 'Store pickup',
        body: `**Is store pickup free?**
Always. Choose your store, add parts to your cart and select pickup at checkout. Most of our stores offer pickup; the store page and the cart tell you if yours does. See [Store pickup](/lp/store-pick-up) for details.

**How soon is it ready?**
Parts in stock at the store are usually ready within an hour. Parts that come from our distribution center take longer. Either way, we e-mail you as soon as your order is ready.

**What do I bring?**
Your order number and a photo ID.

**What if I can't make it?**
Cancel online before it is ready, or call the store. Orders that are not collected are cancelled by the store and refunded to the way you paid.`,
      },
      {
        anchor: 'shipping',
        heading: 'Shipping',
        body: `**Do you offer free shipping?**
Yes: standard shipping is free on orders of **$35 or more** (merchandise after discounts). Otherwise it is $7.99, or $14.99 to Alaska, Hawaii, Puerto Rico and the U.S. Virgin Islands.

**How long does delivery take?**
Standard: 3 to 5 business days (6 to 10 to AK, HI, PR and VI). Next day: $19.99, the next business day when you order before 2 p.m. Eastern time on a business day. Heavy or oversized parts ship by freight: $89.99 for the first item and $29.99 for each additional one, 5 to 9 business days (not to AK, HI, PR or VI).

**Why can't I pick next-day delivery?**
Hazardous items (some batteries, fluids, aerosols) travel by ground only, and next day doesn't reach AK, HI, PR or VI. Hazardous items can't be shipped to those places at all; pick them up at a store instead.

**Where is my package?**
Once it ships, [Track your order](/trackOrder) shows the carrier and the tracking number. If the carrier reports a delivery problem, we'll contact you to send it again or refund you.

Full details: [shipping policy](/lp/termsAndConditions#shippingPolicy).`,
      },
      {
        anchor: 'returns',
        heading: 'Returns and warranties',
        body: `**What is your return policy?**
Return parts within **90 days** of delivery or pickup with your receipt or order number. Read the full [returns policy](/lp/termsAndConditions#returnsPolicy).

**Can I return an online order to a store?**
Yes, to any Redline Auto Parts store — it's the quickest way. To return by mail, contact [Order questions](/contactus/orderQuestions) for instructions.

**How am I refunded?**
The way you paid: payment card first (3 to 5 business days), then gift cards. Shipping is not refunded unless we made a mistake.

**What is a core charge?**
A refundable deposit on parts like batteries, alternators and starters, which are remanufactured from old ones. Bring your old part to any store and we refund it.

**My part failed. Is it under warranty?**
Check [My warranties](/myWarranties) or the product page. Bring the part and your order number to any store; if it's covered, we replace it at no charge.`,
      },
      {
        anchor: 'payments',
        heading: 'Payments and gift cards',
        body: `**Which payment methods do you accept online?**
Visa, Mastercard, American Express and Discover cards, Redline gift cards (up to two per order) and your Rewards balance. Rewards are used first, then gift cards, and your card pays the rest. If gift cards and Rewards cover the whole order, no card is needed.

**When am I charged?**
When you place the order. If the order can't be placed (a declined card, a part that sold out), nothing is charged and your gift cards and Rewards keep their balance.

**Can I save a card?**
Yes, in your [wallet](/wallet) (up to 10 cards). We keep only the card type, last four digits and expiration date.

**Where do I buy gift cards and check their balance?**
In our stores, or online through our partner linked from the [gift card page](/giftCard). Check a balance with the card number and PIN at [Gift card balance](/giftCard/cardBalance).

**Can I use a promo code?**
One promo code per order, entered in the cart. Find current offers at [Coupons](/coupons).`,
      },
      {
        anchor: 'account',
        heading: 'Your account',
        body: `**Why create an account?**
Faster checkout with saved addresses and cards, your order history, warranties, your garage of vehicles and your Rewards in one place.

**How do I create one?**
From [Sign in](/signin), choose to create an account and confirm the 6-digit code we e-mail you (it's valid for 10 minutes).

**I forgot my password.**
Use *Forgot your password?* on the sign-in page. The reset link works once, for 60 minutes. You can also sign in with a code e-mailed to you.

**Why was I signed out?**
For your security we sign you out after 60 minutes without activity. Tick *Keep me signed in on this device* on a device only you use to stay signed in for up to 30 days.

**How do I change my e-mail, password or addresses?**
In [My profile](/user/myProfile). A new e-mail address is confirmed with a code sent to it. You can save up to 10 addresses.

**How do I stop promotional e-mails?**
Change your preferences in My profile or use the unsubscribe link in any offer e-mail.`,
      },
      {
        anchor: 'vehicles',
        heading: 'Vehicles and fitment',
        body: `**Why add my vehicle?**
We then show which parts fit it, with a *Fits your vehicle* label on products and searches filtered for it.

**How do I add one?**
Choose *Add a vehicle* in the header and pick the year, make, model and engine, or decode your VIN with the [VIN decoder](/vin-decoder).

**How many vehicles can I save?**
Up to 10 in your [garage](/user/myVehicle). Vehicles you add before signing in join your garage when you sign in.

**What else can I do with my saved vehicles?**
Keep a service history, see recommended maintenance intervals and read [repair guides](/user/repairGuides).

**The part says it needs more information.**
Some parts depend on details like the drive type or trim. Answer the vehicle questions on the product page to confirm the fit, or ask in [Product questions](/contactus/productQuestions).`,
      },
      {
        anchor: 'rewards',
        heading: 'Redline Rewards',
        body: `**How does Rewards work?**
Every purchase of **$20 or more before tax** earns a credit. **5 credits** make a **$20 reward**. Membership is free.

**How do I join?**
[Online](/createRewardsAccount), by ticking the box at checkout, or at any store. Then link your membership to your online account at [My Rewards](/rewards) to see your credits, rewards and activity.

**When can I use my reward?**
72 hours after the purchase that completes it. At checkout, choose Rewards and use all or part of your balance.

**Do credits and rewards expire?**
Credits expire 365 days after you earn them; rewards expire 90 days after they are ready.

**A purchase didn't earn a credit.**
Request it within 365 days at [Request a credit](/user/rewards/requestCredit) with the receipt or order number.

**What happens if I return something?**
If the purchase falls under $20, its credit is taken back. Rewards you paid with come back unless they have expired.

**I can't link my Rewards online.**
After three wrong answers to the security question, online linking is locked for 24 hours. Any store can help you sooner. More help: [Rewards questions](/contactus/rewards) and the [program rules](/lp/termsAndConditions#rewardsProgramRules).`,
      },
      {
        anchor: 'stores',
        heading: 'In our stores',
        body: `**What free services do stores offer?**
Depending on the store: battery testing, check engine light scanning, recycling of used oil and batteries, and [Loan-A-Tool](/lp/loan-a-tool): borrow a specialty tool for a deposit, refunded in full when you bring the tool back within 90 days. Each store page lists its services; see also [store services](/lp/store-services).

**How do I find a store and its hours?**
Use the [store locator](/store). Each store page shows today's hours, phone, services and directions.`,
      },
      {
        anchor: 'contact',
        heading: 'Still need help?',
        body: 'Choose a topic and tell us what you need. We answer every message by e-mail.',
        embed: 'contactOptions',
      },
    ],
  },
};
