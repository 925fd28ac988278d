import type { ContentPage } from '../page-document';

/** Landing pages of the US site (/lp/<slug>), seeded once; operators edit them afterwards. */
export const PAGES: Record<string, ContentPage> = {
  'loan-a-tool': {
    title: 'Loan-A-Tool',
    metaTitle: 'Loan-A-Tool: borrow specialty tools for free',
    metaDescription:
      'Borrow specialty automotive tools for free at Redline Auto Parts. Pay a refundable deposit and get all of it back when you return the tool within 90 days.',
    siteSection: 'others',
    intro:
      "Some jobs need a tool you'll use once: a ball joint press, a harmonic balancer puller, a fuel pressure gauge. With Loan-A-Tool you borrow it from your Redline store instead of buying it, and the tool costs you nothing.",
    sections: [
      {
        anchor: 'howItWorks',
        heading: 'How it works',
        body: [
          '1. **Ask at the counter.** Tell us the job and your vehicle; we help you pick the right tool or kit.',
          "2. **Leave a deposit.** The deposit is the tool's retail price, paid by card or cash. Bring a valid photo ID; borrowers must be 18 or older.",
          '3. **Do the job.** Take the tool home and keep it as long as you need, up to 90 days.',
          '4. **Bring it back.** Return the tool clean and complete, in its case, with your receipt. We refund the **full deposit** to the way you paid.',
          '',
          "A tool kept longer than 90 days is yours to keep, and the deposit pays for it. A tool returned damaged or with missing pieces is refunded less the cost of what's missing.",
        ].join('\n'),
      },
      {
        anchor: 'tools',
        heading: 'Tools you can borrow',
        body: [
          'Each store keeps a library of the specialty tools DIYers ask for most, including:',
          '',
          '- **Brakes and suspension:** caliper piston tools, brake bleeder kits, ball joint presses, strut spring compressors, tie rod and pitman arm pullers',
          '- **Engine:** harmonic balancer and pulley pullers, compression testers, fuel pressure gauges, serpentine belt tools, valve spring compressors',
          '- **Cooling and A/C:** cooling system pressure testers, radiator fill kits, A/C manifold gauge sets',
          '- **Everyday heavy lifting:** torque wrenches, slide hammers, oxygen sensor sockets, bearing and seal drivers',
          '',
          "Not every store stocks every tool. Call your store before you go: its phone number is on its page in the [store locator](/store).",
        ].join('\n'),
      },
      {
        anchor: 'whereToFind',
        heading: 'Which stores lend tools',
        body: "Nearly all of our US stores run Loan-A-Tool. Open your store's page from the [store locator](/store) and look for **Loan-A-Tool** under its free services. You can return a tool to any Redline store that offers Loan-A-Tool, not only the one you borrowed it from.",
      },
      {
        anchor: 'tips',
        heading: 'Before you start the job',
        body: [
          '- Check the step-by-step [repair guides](/user/repairGuides) for the tools and time a job takes.',
          '- Buy the parts first: most tools are sized for a job, and our team can check that the tool matches the part.',
          "- Loaned tools are for your own vehicle. If a tool breaks in normal use, bring it back: we don't charge for normal wear.",
          '',
          'Questions about a tool or a deposit? [Contact us](/contactus/storeExperience) or ask at any store.',
        ].join('\n'),
      },
    ],
  },

  'in-our-stores': {
    title: 'In our stores',
    metaTitle: 'Redline Auto Parts stores near you',
    metaDescription:
      'Visit one of 300+ Redline Auto Parts stores for parts that fit, free store pickup, free battery testing, check-engine-light reading and Loan-A-Tool.',
    siteSection: 'others',
    intro:
      'More than 300 Redline Auto Parts stores serve drivers in all 50 states, Washington, D.C., Puerto Rico and the US Virgin Islands. Here is what you can count on when you walk in.',
    sections: [
      {
        anchor: 'people',
        heading: 'People who know parts',
        body: "Our store teams look up the exact part for your year, make, model and engine, check the fit against what you brought in, and explain how the job goes. Bring the old part if you have it: matching it side by side is the quickest way to be sure. If you don't know your vehicle's details, your [VIN](/vin-decoder) tells us everything we need.",
      },
      {
        anchor: 'stock',
        heading: 'Parts on the shelf today',
        body: "Every product page shows whether **your store** has the part in stock right now, and which stores nearby have it if yours doesn't. Choose your store once in the [store locator](/store) and the whole site shows its stock, hours and services. Anything not on the shelf can ship to your home, free on orders of $35 or more.",
      },
      {
        anchor: 'pickup',
        heading: 'Order online, pick up in store',
        body: "Buy on the website or in the app and pick up at your store, usually within an hour, at no charge. We e-mail you when your order is ready. [How store pickup works](/lp/store-pick-up).",
      },
      {
        anchor: 'services',
        heading: 'Free services',
        body: [
          '- Battery, starter and alternator testing, and battery charging',
          '- Check engine light code reading',
          '- [Loan-A-Tool](/lp/loan-a-tool): specialty tools for a refundable deposit',
          '- Recycling of used motor oil, oil filters and batteries',
          '',
          "Services vary a little from store to store; each store's page lists its own. [See all our in-store services](/lp/store-services).",
        ].join('\n'),
      },
      {
        anchor: 'rewardsAndReturns',
        heading: 'Rewards, gift cards and easy returns',
        body: [
          'Give your phone number or scan your card at the register to earn [Redline Rewards](/rewards): every purchase of $20 or more before tax earns a credit, and 5 credits make a $20 reward. Store purchases count exactly like online ones.',
          '',
          "Our stores sell [gift cards](/giftCard) and accept them at the register. Bought something that doesn't fit? Bring it back to any store within 90 days with your receipt. See our [returns policy](/lp/termsAndConditions#returnsPolicy).",
        ].join('\n'),
      },
      {
        anchor: 'findStore',
        heading: 'Find your store',
        body: 'Search by ZIP code or city to see the nearest stores, their hours today, phone numbers, directions and whether they offer store pickup.',
        embed: 'storeLocator',
      },
    ],
  },

  'store-pick-up': {
    title: 'Free store pickup',
    metaTitle: 'Buy online, pick up in store',
    metaDescription:
      'Order online and pick up free at your Redline Auto Parts store, usually within an hour. We e-mail you when your parts are ready. Bring your order number and ID.',
    siteSection: 'customer-service',
    intro:
      'Skip the wait and the shipping: order on our website or app, and your parts are set aside at your store, usually within an hour. Store pickup is always free.',
    sections: [
      {
        anchor: 'howItWorks',
        heading: 'How it works',
        body: [
          '1. **Choose your store.** Pick it in the [store locator](/store) or from the store name at the top of any page.',
          '2. **Shop.** Product pages show which parts are on the shelf at your store today. In the cart, choose **Store pickup** for those lines.',
          '3. **Pay online.** Checkout takes cards, gift cards and Redline Rewards.',
          '4. **Wait for our e-mail.** We pull your parts and e-mail you as soon as the order is ready for pickup, usually within an hour during store hours.',
          '5. **Pick up.** Bring your order number and a photo ID to the counter.',
        ].join('\n'),
      },
      {
        anchor: 'whatCanBePickedUp',
        heading: 'What can be picked up',
        body: [
          "Anything your store has on its shelf. If your store doesn't have a part, the product page lists nearby stores that do, so you can make one of them your store, or have the part shipped to your home instead: free on orders of $35 or more.",
          '',
          "Some stores don't offer pickup yet; the store locator says which ones do. Store pickup is also the way to get items that can't ship to your address, such as hazardous items outside the contiguous United States.",
        ].join('\n'),
      },
      {
        anchor: 'status',
        heading: 'Check on your order',
        body: "Follow your order at [Track your order](/trackOrder) with your order number and the e-mail or ZIP code you ordered with, or in your [order history](/user/orderHistory) if you're signed in. You can cancel a pickup order online until it's ready for pickup. Please collect your parts soon after our e-mail: if an order isn't picked up, the store cancels it and refunds you in full.",
      },
      {
        anchor: 'returns',
        heading: 'Returns',
        body: "Returning a part you picked up is simple: bring it to any Redline store within 90 days with your receipt or order number. The refund goes back to the card and gift cards that paid. The details are in our [returns policy](/lp/termsAndConditions#returnsPolicy). Questions about an order? [Contact us](/contactus/orderQuestions).",
      },
    ],
  },

  'redline-mobile-app': {
    title: 'The Redline Auto Parts app',
    metaTitle: 'Redline Auto Parts app for iPhone and Android',
    metaDescription:
      'Get the free Redline Auto Parts app for iPhone and Android: scan your VIN, find parts that fit, pick up in store, track orders and carry your Rewards card.',
    siteSection: 'others',
    intro:
      'Everything on our website, made for the garage floor and the parking lot. The Redline Auto Parts app is free on the App Store for iPhone and on Google Play for Android phones.',
    sections: [
      {
        anchor: 'vehicle',
        heading: 'Your vehicle in seconds',
        body: "Point your camera at the VIN barcode on the driver's door jamb or at the bottom of the windshield, and the app fills in your year, make, model and engine. From then on, search results and shelves show only the parts that fit. Your garage is the same one you see on the website when you're signed in, so vehicles, mileage and service history follow you.",
      },
      {
        anchor: 'stores',
        heading: 'Your store in your pocket',
        body: "Find the nearest stores with their hours, phone numbers and directions, set your store, and see what's on its shelf before you drive over. Order in the app, choose free store pickup, and get a notification when your parts are ready.",
      },
      {
        anchor: 'orders',
        heading: 'Orders and tracking',
        body: 'Follow every order from the moment you place it: ready for pickup, shipped, out for delivery or delivered, with the carrier\'s tracking number. Store purchases made with your Rewards number show up in your history too.',
      },
      {
        anchor: 'rewards',
        heading: 'Your Rewards card',
        body: 'The app carries your digital [Redline Rewards](/rewards) card. Show the barcode at the register to earn a credit on every purchase of $20 or more before tax; 5 credits make a $20 reward, ready to spend in the app, online or in store.',
      },
      {
        anchor: 'download',
        heading: 'Get the app',
        body: [
          'Search for **Redline Auto Parts** on the App Store or Google Play, or use the links at the bottom of any page of our website. Sign in with your Redline account to bring your garage, orders and Rewards with you.',
          '',
          'Something not working in the app? [Tell us](/contactus/websiteIssues).',
        ].join('\n'),
      },
    ],
  },

  'repair-help': {
    title: 'Repair help',
    metaTitle: 'Repair help: guides, diagnostics and advice',
    metaDescription:
      'Step-by-step repair guides, free check engine light reading, parts that fit your vehicle, and people to ask in store, by chat or online.',
    siteSection: 'customer-service',
    intro:
      "Whether you're chasing a warning light or halfway through a brake job, there are several ways to get unstuck. Start with the one that fits where you are.",
    sections: [
      {
        anchor: 'guides',
        heading: 'Step-by-step repair guides',
        body: [
          'Our [repair guides](/user/repairGuides) walk through the jobs most drivers can do at home, with the tools you need, safety steps, the time it takes and the parts for your vehicle. Popular guides:',
          '',
          '- [Change the engine oil and filter](/repairGuideContent?guide=change-engine-oil-and-filter)',
          '- [Replace disc brake pads](/repairGuideContent?guide=replace-disc-brake-pads)',
          '- [Test and replace the battery](/repairGuideContent?guide=test-and-replace-battery)',
          '- [Replace the wiper blades](/repairGuideContent?guide=replace-wiper-blades)',
        ].join('\n'),
      },
      {
        anchor: 'diagnose',
        heading: 'Find out what is wrong',
        body: 'A lit check engine light stores a trouble code that points to the problem. Any Redline store can read it for free and explain what it means. [How Fix Finder works](/lp/fix-finder). We also test batteries, starters and alternators at no charge.',
      },
      {
        anchor: 'rightPart',
        heading: 'Get the right part the first time',
        body: "Tell us what you drive, or decode your [VIN](/vin-decoder), and we'll show only the parts that fit. Signed-in shoppers can keep several vehicles in [My garage](/user/myVehicle), log the services done and see what maintenance is due next.",
      },
      {
        anchor: 'tools',
        heading: 'Borrow the tools',
        body: "A job that needs a specialty tool doesn't mean buying one. With [Loan-A-Tool](/lp/loan-a-tool) you pay a refundable deposit and get all of it back when you return the tool within 90 days.",
      },
      {
        anchor: 'askUs',
        heading: 'Ask us',
        body: "Stop by any store and ask at the counter, chat with us while our agents are online, or send us a question about a product. If the job is more than you want to take on, we can help you [find a repair shop](/lp/find-a-repair-shop).",
        embed: 'contactOptions',
      },
    ],
  },

  'find-a-repair-shop': {
    title: 'Find a repair shop',
    metaTitle: 'Find a trusted repair shop near you',
    metaDescription:
      'Not a job you want to do yourself? Redline stores know the independent repair shops in your area. Here is how we can help and what to look for in a shop.',
    siteSection: 'others',
    intro:
      'Some repairs call for a lift, special equipment or simply more time than you have. Our stores work every day with the independent repair shops around them, and we are happy to point you to one.',
    sections: [
      {
        anchor: 'askYourStore',
        heading: 'Ask your Redline store',
        body: "Our store teams know the independent shops nearby: who specializes in transmissions, who does diesel trucks, who can fit you in this week. Ask at the counter or call your store (the phone number is on its page in the [store locator](/store)). Our referrals are a free courtesy: shops don't pay us to be recommended, and the repair agreement is between you and the shop.",
      },
      {
        anchor: 'whatToLookFor',
        heading: 'What to look for in a shop',
        body: [
          '- **Certified technicians.** [ASE](https://www.ase.com) certification shows a technician has passed national tests in the area they work on.',
          '- **A written estimate** before any work starts, and a call before anything is added.',
          '- **A warranty on parts and labor**, in writing.',
          '- **Your old parts back** if you ask for them.',
          '- **Reviews and word of mouth.** Ask friends and neighbors, and read recent reviews.',
          '',
          'Widely used directories such as [AAA Approved Auto Repair](https://www.aaa.com/autorepair) list shops that meet published standards.',
        ].join('\n'),
      },
      {
        anchor: 'beforeYouGo',
        heading: 'Before you drop off the car',
        body: "Get the trouble codes read for free at any Redline store ([Fix Finder](/lp/fix-finder)) and write down what you notice: the noise, when it happens, what warning lights are on. A clear description saves diagnostic time. If you'd like to supply your own parts, ask the shop first: many will install parts you bring, some won't warranty the labor.",
      },
      {
        anchor: 'doItYourself',
        heading: 'Or do it yourself',
        body: "Many jobs are easier than they look. Browse our [repair guides](/user/repairGuides), borrow specialty tools with [Loan-A-Tool](/lp/loan-a-tool), and ask us anything in store. More ways to get help are on our [repair help](/lp/repair-help) page.",
      },
    ],
  },

  'affiliate-program': {
    title: 'Affiliate program',
    metaTitle: 'Redline Auto Parts affiliate program',
    metaDescription:
      'Run an automotive website, channel or newsletter? Join the Redline Auto Parts affiliate program and earn a commission on the sales you send us.',
    siteSection: 'others',
    intro:
      'If you publish for people who work on their own vehicles (how-to videos, enthusiast forums, reviews, deal sites, newsletters), our affiliate program pays you a commission on the orders your audience places with us.',
    sections: [
      {
        anchor: 'howItWorks',
        heading: 'How it works',
        body: [
          '1. **Apply** and tell us about your site or channel.',
          '2. **Link to us** with your own tracking links, to any product, shelf, deal or page.',
          '3. **Earn** a commission on qualifying orders placed through your links, whether the shopper has the order shipped or picks it up in store.',
          '4. **Get paid monthly** for orders that were completed and not returned or cancelled.',
          '',
          'Commission rates by department, the tracking window and payment details are set out in the affiliate agreement you receive when we approve your application.',
        ].join('\n'),
      },
      {
        anchor: 'whatYouGet',
        heading: 'What you get',
        body: [
          '- A catalogue of parts, accessories, tools and fluids with fitment by year, make, model and engine, so your readers land on parts that fit',
          '- Free store pickup at more than 300 stores and free shipping on orders of $35 or more: offers that convert',
          '- Early notice of our weekly deals and seasonal promotions, with banners and product links',
          '- A partner team that answers questions',
        ].join('\n'),
      },
      {
        anchor: 'rules',
        heading: 'Program rules',
        body: [
          'To keep the program fair to shoppers and partners:',
          '',
          '- Disclose your affiliate relationship clearly, as the FTC requires.',
          '- Do not bid on "Redline" or our brand names in paid search, or use them in domain names.',
          '- Publish only promo codes that were issued to you or that appear on our [coupons](/coupons) page.',
          "- Make no claims about a product's fit or performance that its product page doesn't support.",
          '',
          'Commissions are not paid on gift cards, taxes, shipping charges or orders that are cancelled or returned.',
        ].join('\n'),
      },
      {
        anchor: 'apply',
        heading: 'Apply',
        body: 'Send us your application through [general comments](/contactus/generalComments) with "Affiliate program" at the start of your message. Include the address of your site or channel, your audience and its monthly reach, and how you plan to promote us. Our partner team reviews every application and replies by e-mail.',
      },
    ],
  },

  'fix-finder': {
    title: 'Fix Finder',
    metaTitle: 'Fix Finder: free check engine light reading',
    metaDescription:
      'Check engine light on? Any Redline store reads the trouble codes for free and explains them. Then find the parts and repair guide for the fix.',
    siteSection: 'others',
    intro:
      "A check engine light can mean anything from a loose gas cap to a failing catalytic converter. Fix Finder turns the light into a plan: we read the code for free, explain it, and help you find the parts and the guide for the repair.",
    sections: [
      {
        anchor: 'readTheCode',
        heading: '1. Get the code read for free',
        body: [
          "Drive to any Redline store that lists **Check engine light reading** among its services (almost all of them do; see your store's page in the [store locator](/store)). A team member plugs a scan tool into your vehicle's diagnostic port, under the dashboard on the driver's side, and reads the stored trouble codes. It takes a few minutes and costs nothing.",
          '',
          'Cars and light trucks sold in the US since the 1996 model year have this standard OBD-II port.',
        ].join('\n'),
      },
      {
        anchor: 'understand',
        heading: '2. Understand what it means',
        body: [
          'A trouble code such as **P0420** or **P0301** names the system that reported a fault, not always the part that failed. We explain each code, the likely causes, from the most common to the least, and what to check first. A misfire code, for example, can come from a spark plug, an ignition coil or a fuel injector.',
          '',
          "If the light is **flashing**, the engine is misfiring badly enough to damage the catalytic converter: drive gently and get it checked straight away.",
        ].join('\n'),
      },
      {
        anchor: 'fixIt',
        heading: '3. Find the parts and the guide',
        body: [
          'With your vehicle set (choose it, or decode your [VIN](/vin-decoder)), the site shows only parts that fit. Our [repair guides](/user/repairGuides) take you through common jobs step by step, for example:',
          '',
          '- [Replace the spark plugs](/repairGuideContent?guide=replace-spark-plugs)',
          '- [Replace the engine air filter](/repairGuideContent?guide=replace-engine-air-filter)',
          '- [Test and replace the battery](/repairGuideContent?guide=test-and-replace-battery)',
          '',
          'Need a specialty tool for the job? Borrow it with [Loan-A-Tool](/lp/loan-a-tool).',
        ].join('\n'),
      },
      {
        anchor: 'limits',
        heading: 'What Fix Finder is, and is not',
        body: "Reading codes tells you where to look; it is not a full diagnosis. Some problems need a technician's tests, and some repairs need a shop's equipment. If that's the case, we can help you [find a repair shop](/lp/find-a-repair-shop). After a repair, the light may take a few drive cycles to go out. Keep track of the work in [My garage](/user/myVehicle) once you're signed in.",
      },
    ],
  },

  'store-services': {
    title: 'In-store services',
    metaTitle: 'Free in-store services',
    metaDescription:
      'Free at Redline Auto Parts stores: battery testing and charging, check engine light reading, Loan-A-Tool, wiper blade help and oil and battery recycling.',
    siteSection: 'others',
    intro:
      'Our stores do more than sell parts. These services are free, no appointment needed: just drive up during store hours.',
    sections: [
      {
        anchor: 'battery',
        heading: 'Battery testing and charging',
        body: "Trouble starting? We test your battery, starter and alternator right in the parking lot, and tell you which one is the problem. If the battery just needs a charge, we charge it for free. If it needs replacing, we find the right one for your vehicle and take your old battery for recycling. Guide: [Test and replace the battery](/repairGuideContent?guide=test-and-replace-battery).",
      },
      {
        anchor: 'checkEngineLight',
        heading: 'Check engine light reading',
        body: "We read the trouble codes behind your check engine light with a scan tool and explain what they mean and what to check first. [How Fix Finder works](/lp/fix-finder).",
      },
      {
        anchor: 'loanATool',
        heading: 'Loan-A-Tool',
        body: "Borrow specialty tools for free: pay a deposit, and get the full deposit back when you return the tool within 90 days. [Learn about Loan-A-Tool](/lp/loan-a-tool).",
      },
      {
        anchor: 'wipers',
        heading: 'Wiper blade help',
        body: "We look up the right blade lengths for your vehicle, and when you buy blades from us, a team member is glad to help you fit them in the parking lot. Doing it at home? Follow [Replace the wiper blades](/repairGuideContent?guide=replace-wiper-blades).",
      },
      {
        anchor: 'recycling',
        heading: 'Oil and battery recycling',
        body: 'Bring your used motor oil in a sealed container, your used oil filters and your old car batteries: we recycle them for free, so they stay out of drains and landfills. Please do not mix oil with antifreeze, fuel or other fluids; mixed fluids cannot be recycled.',
      },
      {
        anchor: 'whereToFind',
        heading: 'Services at your store',
        body: "Most stores offer every service on this page; each store's page lists the free services it offers, with its hours and phone number.",
        embed: 'storeLocator',
      },
    ],
  },

  savings: {
    title: 'Ways to save',
    metaTitle: 'Coupons, deals and ways to save',
    metaDescription:
      'Save at Redline Auto Parts with online coupons, the weekly ad, Redline Rewards, text offers, free store pickup and free shipping on orders of $35 or more.',
    siteSection: 'deals',
    intro: 'Every way to pay less for the parts you need, in one place.',
    sections: [
      {
        anchor: 'coupons',
        heading: 'Coupons',
        body: "Today's coupons are below. Sign in to save a coupon to your account, then enter its code in your cart. One promo code applies per order, and each coupon shows when it expires.",
        embed: 'coupons',
      },
      {
        anchor: 'weeklyAd',
        heading: 'The weekly ad',
        body: "Each week's ad brings featured deals on the parts, fluids and accessories drivers need for the season, at the same price online and in store. [See this week's ad](/circular), or browse all [deals](/lp/deals).",
      },
      {
        anchor: 'rewards',
        heading: 'Redline Rewards',
        body: 'Membership is free. Every purchase of $20 or more before tax, online or in store, earns a credit; 5 credits make a $20 reward. Credits last 365 days and rewards 90 days. [Join Redline Rewards](/createRewardsAccount) or [see your rewards](/rewards). Program details are in the [Rewards FAQ](/lp/faqs#rewards).',
      },
      {
        anchor: 'offers',
        heading: 'Offers by text and e-mail',
        body: "Sign up for [text offers](/sms) to get deals and coupons on your phone; reply STOP at any time to opt out. Leave your e-mail address on our e-mail sign-up and we'll send you our deals and new coupons.",
      },
      {
        anchor: 'freeOptions',
        heading: 'Free pickup and free shipping',
        body: "Store pickup is always free, usually within an hour ([how it works](/lp/store-pick-up)). Standard shipping is free on orders of $35 or more. And before you buy a tool for a one-time job, borrow it with [Loan-A-Tool](/lp/loan-a-tool).",
      },
    ],
  },
};
