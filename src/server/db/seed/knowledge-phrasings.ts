// More ways of asking the bank's sample entries (issue 28): the first phrasings were few and formal, and real
// English questions missed them for want of a word ("make money" for earn, "how many rupees" for cost, "get rid of"
// for delete). Two more per entry, casual and short, and a long sentence with the asker's own context, written from
// the entries' answers, not from any evaluation set. Hindi and Hinglish ones were written too and left out: they drew
// Hindi questions of the set written apart to neighbouring entries (14 of 16 right instead of 16) and gained nothing
// on our own set (docs/decisions.md). Keyed by the entry's question; seeded with the entries and, for a database
// seeded before them, once by knowledge.ts's later additions.
export const MORE_PHRASINGS: Readonly<Record<string, readonly string[]>> = {
  "How much does a soil test cost?": [
    "soil test how many rupees?",
    "I grow cotton on 4 acres in Vidarbha and want to check my soil before sowing, how much does one sample test cost at your clinic?",
  ],
  "Is the soil test free?": [
    "is checking soil free of charge or u take money",
    "Our sarpanch said the government gives free soil checking, is your clinic test also free or do I have to pay something?",
  ],
  "What does the standard soil test check?": [
    "what all u check in my mitti sample",
    "I am bringing soil from my paddy field next week, which nutrients and values will the normal test show me?",
  ],
  "What is the full test of a Pro clinic?": [
    "pro clinic full test what extra it checks",
    "My nephew runs a Pro clinic near Nashik and says they do a bigger full test, what does that full test include and what is its price?",
  ],
  "Why does one page say 13 parameters and another 16?": [
    "site shows 13 somewhere and 16 elsewhere, which is correct?",
    "On the farmers page I read 13 things are checked but the clinic page says 16 parameters, so which number is right for my test?",
  ],
  "Is it ₹300 or ₹750 for a soil test?": [
    "test price 300 or 750? confused",
    "My neighbour paid 300 rupees for his soil test but your clinic page says 750, which one will I have to pay?",
  ],
  "Is there a basic test that costs less?": [
    "any cheaper test, only NPK and pH?",
    "Money is tight this season and I only want to know the main nutrients, do clinics have a basic smaller test for a lower price?",
  ],
  "Do you test zinc and boron?": [
    "u check zinc n boron also?",
    "My paddy looked weak last year and the dealer suspects zinc, does your soil test measure zinc, iron and boron too?",
  ],
  "Can you test my irrigation water?": [
    "can u check my borewell pani",
    "My tubewell water tastes salty and the cotton is suffering, can your clinic test the irrigation water and what does it cost?",
  ],
  "Which things does the water test measure?": [
    "water test checks what all? TDS sodium?",
    "Before I take my borewell water to the Pro clinic I want to know which things the water report will tell, like salt, TDS or boron?",
  ],
  "Why should I get my soil tested?": [
    "why should i test mitti, whats the use",
    "My father farmed 30 years without ever testing the soil, so why should I spend on a soil test now, what do I gain?",
  ],
  "How much money can I save with a soil test?": [
    "how many rupees will i save on khad after test",
    "I spend around 8,000 rupees on DAP and urea every season for my 3 acres, how much of that can a soil test save me?",
  ],
  "How much will my yield increase after testing?": [
    "after test how much more produce will i get",
    "My soybean gives around 6 quintal per acre, if I test and follow the report, by how much will the production go up?",
  ],
  "Is the price the same at every clinic?": [
    "all clinics same rate or different?",
    "There are two clinics near my taluka, will both charge me the same for the soil test or can one ask for more?",
  ],
  "Do I need one test for each field?": [
    "i have 3 khet, one sample ok or 3 samples?",
    "I have two plots about 2 km apart, one near the canal and one on higher land, can I mix soil from both into one test?",
  ],
  "How long does it take to get the report?": [
    "report how fast? same day?",
    "I am coming by bus from a village 30 km away, if I give my sample in the morning when will the report be ready?",
  ],
  "What advice comes with the report?": [
    "report only numbers or u tell which khad to put?",
    "When I get my soil report, will it also come with a plan telling me which fertilizer to use and when for my next crop?",
  ],
  "Can I get the report on WhatsApp?": [
    "send report on whatsapp pls",
    "I lose papers easily, can the clinic send my soil report to my WhatsApp number instead of only a printout?",
  ],
  "In which language is the report?": [
    "report in marathi possible? or only english",
    "I only know Kannada, will my soil report come in my own language?",
  ],
  "Is a quick test as good as a lab?": [
    "is ur machine result correct? can trust?",
    "People at the mandi say only a big government lab gives proper results, is the portable clinic test really as accurate as a lab?",
  ],
  "Does someone explain the report to me?": [
    "i cant understand report, who will explain",
    "I studied only till 5th class and the numbers confuse me, will someone at the clinic sit with me and explain what my report says?",
  ],
  "How do I take a soil sample?": [
    "steps to take mitti sample from field",
    "I will sow wheat after this paddy harvest and want to bring soil to the clinic, what is the right method to collect the sample?",
  ],
  "How deep should I dig for the sample?": [
    "how many inch deep to dig",
    "I have a khurpi and a spade ready to collect soil from my groundnut field, how deep should each pit be?",
  ],
  "From how many places in the field should I take soil?": [
    "how many points in khet to take mitti from",
    "My field is about 2 acres and not very even, from how many different spots should I collect soil for one sample?",
  ],
  "How much soil do I need to bring?": [
    "how much mitti to carry, 1 kg?",
    "I was going to fill a whole bucket of soil to take to the clinic, how much soil do you actually need for the test?",
  ],
  "When is the best time to test my field?": [
    "which month best for soil test",
    "I just harvested my soybean and will sow chana in a few weeks, is now the right time to get the soil tested?",
  ],
  "How often should I test my soil?": [
    "test every year or once enough?",
    "I got my field tested two years ago and grow paddy and wheat each year, how often should I repeat the soil test?",
  ],
  "Can I take the sample right after putting fertilizer?": [
    "put DAP last week, can i take sample now?",
    "I spread gobar khad and some urea in my field ten days ago, is it okay to collect the soil sample now or should I wait?",
  ],
  "Which spots should I avoid when sampling?": [
    "where not to take mitti from",
    "My field has a neem tree, a bund and a small water channel, which places should I keep away from while collecting soil?",
  ],
  "Can I carry the sample in an old fertilizer bag?": [
    "can i put sample in urea bori",
    "I have an empty cement bag and some used DAP sacks at home, can I pack the soil sample in one of them?",
  ],
  "How do I dry the soil sample?": [
    "mitti is wet, how to dry it",
    "It rained yesterday and the soil I collected is wet and sticky, how should I dry it before bringing it?",
  ],
  "What should I write on the sample bag?": [
    "what details write on sample bag",
    "I am collecting samples from three fields for my brothers too, what should I write on each bag so they don't get mixed up?",
  ],
  "How do I mix the soil from all the spots?": [
    "how to mix all the mitti together",
    "I have dug soil from all the spots and now have a full bucket, how do I mix it and bring it down to one sample?",
  ],
  "What tools do I need to take a sample?": [
    "what things needed to take sample, khurpi?",
    "I am going to the field tomorrow morning to collect soil, which tools and things should I carry for taking the sample?",
  ],
  "Should I remove grass before digging?": [
    "clean grass n leaves before digging?",
    "My field has lots of weeds and dry paddy stubble on top, should I scrape it off before I dig for the sample?",
  ],
  "Should a sandy or waterlogged patch be sampled separately?": [
    "one part of field is reti, separate sample?",
    "One corner of my field stays waterlogged after rain and the rest is sandy and dry, should I take separate samples for them?",
  ],
  "How do I get my soil tested?": [
    "how to get mitti checked, full process",
    "I have never done a soil test before and farm near Hubli, what do I have to do from start to end to get my field tested?",
  ],
  "What does pH mean on my report?": [
    "what is ph number on report",
    "My report has a pH value written near the top but I don't understand it, what does it tell me about my field?",
  ],
  "How do I fix acidic soil?": [
    "soil acidic, what to do? lime?",
    "We farm in the hills of Jharkhand and the clinic said our soil is acidic with low pH, how can I correct it?",
  ],
  "What does EC mean on the report?": [
    "EC on report, what it shows",
    "My soil report has a line called EC with a small number, what does EC actually tell me about the soil?",
  ],
  "How do I fix salty soil?": [
    "too much salt in field soil, how to fix",
    "A white salt layer shows on my field after summer and the crop is burning, what can I do to fix this salty soil?",
  ],
  "What does organic carbon on my report mean?": [
    "whats this organic carbon thing on my report",
    "The clinic said organic carbon is the most important line on my report, what exactly is organic carbon in soil?",
  ],
  "What is a good organic carbon level?": [
    "OC how much should be? mine 0.3",
    "My soil report shows organic carbon 0.45 percent, is that low, medium or high, and what level is good?",
  ],
  "What do low, medium and high mean on the report?": [
    "report says low medium high for each, what does that mean",
    "My report has every nutrient marked low, medium or high, what do these ratings mean?",
  ],
  "My report says phosphorus is high. Should I still use DAP?": [
    "phosphorus high, skip DAP?",
    "My report shows phosphorus already high but the dealer still wants to sell me DAP, should I put it this season?",
  ],
  "What does nitrogen do for the crop?": [
    "what nitrogen does for plant",
    "Everyone in my village puts lots of urea, what is the actual use of nitrogen for the crop?",
  ],
  "What does phosphorus do?": [
    "phosphorus use for crop?",
    "Why do we put phosphorus at sowing time, what does it actually do for my wheat plants?",
  ],
  "What does potash do?": [
    "why potash needed, what it do",
    "I have been skipping potash for years to save money, what does potash actually do for the crop?",
  ],
  "How much zinc sulphate should I use?": [
    "zinc low, how many kg zinc sulphate",
    "My report says zinc is low in my paddy field, how much zinc sulphate should I put per acre and when?",
  ],
  "How do I spray zinc in a standing crop?": [
    "zinc spray how much per litre",
    "My maize is already 3 weeks old and the report shows zinc shortage, how do I spray zinc on the standing crop?",
  ],
  "How much borax should I use?": [
    "borax how much per acre",
    "Boron came low on my cauliflower field report, how much borax should I put in the soil or spray?",
  ],
  "How do I fix iron shortage?": [
    "iron low how to fix",
    "My soil is alkaline and the report says iron is short for my groundnut, how do I correct it, spray or put in soil?",
  ],
  "How do I fix sulphur shortage?": [
    "sulphur low what to add",
    "My mustard field report says sulphur is low, what should I apply and how much per acre?",
  ],
  "How do I fix magnesium shortage?": [
    "magnesium low what to do",
    "The report showed magnesium low in my cotton field, how much magnesium sulphate should I use?",
  ],
  "What are micronutrients?": [
    "what r micronutrients",
    "The clinic mentioned micronutrients on my report, what are they and why do they matter if I already give NPK?",
  ],
  "Should I buy a micronutrient mixture for every crop?": [
    "shop mixture worth buying?",
    "The dealer pushes a micronutrient mix packet with every crop, is it worth buying it every season?",
  ],
  "How much fertilizer should I put?": [
    "how much khad to put, how to know",
    "Every season I just guess how much urea and DAP to spread on my 2 acres, how do I find the right fertilizer amount for my field?",
  ],
  "How do I read a soil health card?": [
    "how to read soil health card",
    "I got a government soil health card last year and can't make sense of it, how do I read the values on it?",
  ],
  "Why are the leaves of my crop turning yellow?": [
    "crop leaves going yellow why",
    "My wheat leaves are turning yellow even though I gave urea two weeks ago, what could be the reason?",
  ],
  "What are the signs of nitrogen shortage?": [
    "nitrogen deficiency signs in crop?",
    "My maize plants look thin and short and the lower leaves are pale, what are the signs of nitrogen shortage?",
  ],
  "What are the signs of zinc shortage?": [
    "signs of zinc deficiency in paddy",
    "Three weeks after transplanting, my paddy has rusty brown spots and patchy growth, is that zinc shortage and how do I recognise it?",
  ],
  "What are the signs of boron shortage?": [
    "flowers dropping, boron less?",
    "My cauliflower stems turn hollow and brown and cotton squares keep falling, what are the signs of boron shortage?",
  ],
  "What are the signs of iron shortage?": [
    "new leaves yellow white, veins green why",
    "On our alkaline land the youngest leaves of my sugarcane are turning almost white while the veins stay green, is this iron shortage?",
  ],
  "What are the signs of potash shortage?": [
    "leaf edges burning brown, potash?",
    "The older leaves of my paddy have dry brown edges as if scorched and the grains are small, are these potash deficiency signs?",
  ],
  "What are the signs of phosphorus shortage?": [
    "leaves purple, phosphorus less?",
    "In cold weather my young wheat plants stay small with dark purple-red leaves, is this a sign of phosphorus shortage?",
  ],
  "What are the signs of sulphur shortage?": [
    "young leaves pale, sulphur less?",
    "My mustard's new leaves are pale yellow all over while the old ones are fine, is that sulphur deficiency, how do I tell?",
  ],
  "Why does my crop give less every year though I add more fertilizer?": [
    "putting more urea each yr but crop going down, why",
    "Every year I increase urea and DAP on my 5 acres but the harvest keeps dropping, what is going wrong?",
  ],
  "How can I raise organic carbon in my soil?": [
    "how to increase organic carbon in my mitti",
    "My report shows organic carbon very low, what can I do on my field to bring it up?",
  ],
  "How do I grow a green manure?": [
    "dhaincha how to sow n plough",
    "I want to grow dhaincha before paddy this monsoon, how much seed and when should I plough it into the field?",
  ],
  "How much farmyard manure should I use?": [
    "gobar khad how many trolley per acre",
    "I keep a few cows and collect dung all year, how much rotted manure should I spread per acre before sowing?",
  ],
  "Should I burn crop stubble?": [
    "ok to burn parali?",
    "After the paddy harvest everyone in our village burns the straw to clear the field quickly, is that okay for the soil?",
  ],
  "Is organic carbon only for organic farmers?": [
    "i use urea DAP, OC matters for me?",
    "I am not an organic farmer and use chemical fertilizer on all my fields, so why should I care about organic carbon?",
  ],
  "How fast does organic carbon rise?": [
    "OC increase takes how long",
    "I started adding compost and stopped burning straw this year, how many years will it take for organic carbon to go up?",
  ],
  "How do I use biofertilizers?": [
    "rhizobium psb how to use",
    "The KVK gave me packets of Rhizobium and PSB for my moong seed, how much should I use and how do I treat the seed?",
  ],
  "Who is a Soil Didi?": [
    "soil didi means who?",
    "A lady from the next village came and called herself a Soil Didi, who are they and what work do they do?",
  ],
  "How can I become a Soil Didi?": [
    "i want to be soil didi, how to apply",
    "I am a 24 year old woman from a village in Bihar and want to work as a Soil Didi, how do I join?",
  ],
  "What training does a Soil Didi get?": [
    "what soil didi learns in training",
    "My sister is joining as a Soil Didi next month, what training will she get and will she get a kit?",
  ],
  "How does a Soil Didi earn?": [
    "how does soil didi make money",
    "My wife wants to become a Soil Didi, how does she make money from it, is there pay for each test?",
  ],
  "Why do women farmers prefer a Soil Didi?": [
    "why women farmers like soil didi",
    "In our village women who farm don't talk easily to outside officers, is that why a Soil Didi is better for them?",
  ],
  "How many Soil Didis are there?": [
    "total number of soil didis trained?",
    "I read about the Soil Didi programme in the newspaper, how many women have you trained and put to work so far?",
  ],
  "What services do you offer?": [
    "what all u do",
    "I just found your website through a friend's WhatsApp, what services does your company provide to farmers?",
  ],
  "What is a soil clinic?": [
    "what exactly is a soil clinic",
    "Someone opened a soil clinic in our market town, what exactly is it and what happens there?",
  ],
  "What is your portable soil-testing device?": [
    "ur testing machine how it works, small?",
    "I heard your testing machine fits in a bag, what is this portable device and what can it test?",
  ],
  "Can I buy or rent your testing device?": [
    "can i purchase the machine",
    "Our FPO wants its own testing machine instead of a full clinic, can we buy the device or take it on rent?",
  ],
  "Do you use satellite images?": [
    "satellite photo of my khet u use?",
    "A friend said your advice uses satellite pictures of the field, do you really use satellite images and what do they show?",
  ],
  "What is your digital platform?": [
    "ur app platform what it does",
    "I keep hearing about your AI platform, how does the digital system turn my soil test into crop advice?",
  ],
  "Is my soil history kept?": [
    "old reports saved?",
    "I tested my field last year and will test again this rabi, will you keep my old results so I can compare over the years?",
  ],
  "Do you sell fertilizer?": [
    "u sell khad also?",
    "Will your people force me to buy fertilizer from them after the test, or do you not sell fertilizer at all?",
  ],
  "Does someone follow up after the test?": [
    "after test anyone check my crop later?",
    "After I get the report and apply fertilizer, will someone come to my field later in the season to see how the crop is doing?",
  ],
  "Do you give crop advice for kharif and rabi?": [
    "advice for rabi crop also?",
    "I grow paddy in kharif and wheat in rabi, do you give crop advice for both seasons?",
  ],
  "How do I find a soil clinic near me?": [
    "nearest soil clinic where",
    "I live near Sitapur in UP, how do I search for the closest soil clinic to my village?",
  ],
  "How do I book a soil test at a clinic?": [
    "how to book test online",
    "I want to fix a time to bring my sample to the clinic in our block, how do I book the soil test on your site?",
  ],
  "What if there is no clinic near my village?": [
    "no clinic close to my village, now what",
    "The nearest clinic shows 60 km from my village in Barmer, what can I do if there is no clinic close by?",
  ],
  "Do I need to bring anything else to the clinic?": [
    "what to take to clinic with sample",
    "Tomorrow I go to the clinic with my soil sample, do I need to bring any documents or anything else?",
  ],
  "Do I have to wait long at the clinic?": [
    "will i have to come again for report",
    "The clinic is far from my village so I can go only once, will I have to wait long there or come back another day?",
  ],
  "Who runs the soil clinics?": [
    "who runs these clinics, trained person?",
    "Before I give my sample, I want to know who runs these clinics, are they trained people or just shopkeepers?",
  ],
  "What is the cost of starting my own soil clinic?": [
    "opening soil clinic how much investment",
    "I run a small agri shop in Latur and am thinking of starting my own soil clinic, how much money will I need to invest?",
  ],
  "What is the difference between the Advanced and Pro clinic?": [
    "advanced or pro which better, difference?",
    "I am deciding between the two clinic packages for my village, what is the difference between Advanced and Pro?",
  ],
  "What is the price of the Pro clinic package?": [
    "pro package rate?",
    "I want the soil plus water testing set-up for my FPO, what is the price of the Pro Clinic package?",
  ],
  "What is the price of the Advanced clinic package?": [
    "advanced package rate?",
    "I only want to test soil, not water, so what does the Advanced Clinic package cost?",
  ],
  "Is GST extra on the clinic packages?": [
    "clinic price with gst or without",
    "The package price on the page says plus GST, do I have to pay GST on top of that amount?",
  ],
  "Can I pay for the clinic in EMI?": [
    "clinic on installment possible?",
    "I can't pay the full clinic package amount at once, can I pay in monthly instalments?",
  ],
  "Is there a discount on the clinic package?": [
    "any offer or discount on clinic package",
    "I am a member of an FPO that works with you, will I get any discount if I buy a clinic package?",
  ],
  "What is included in the clinic package?": [
    "what all comes in clinic package",
    "If I buy a clinic package, what exactly do I get, the kit, training, app, anything else?",
  ],
  "How much can I earn from a clinic?": [
    "how much can clinic owner make per month",
    "I have a B.Sc Agri degree and no job, if I open a soil clinic in my village how much can I earn every month?",
  ],
  "How soon does a clinic break even?": [
    "how many months to get money back",
    "If I invest in a clinic package, in how many months will I get back the money I put in?",
  ],
  "Who is eligible to start a soil clinic?": [
    "can anyone open clinic? qualification?",
    "I am a 10th pass farmer with no science background, am I allowed to start a soil clinic?",
  ],
  "What are the steps to start a clinic?": [
    "process to open clinic",
    "I have decided to open a soil clinic in my taluka, what are the steps from filling the form to starting testing?",
  ],
  "What training do clinic owners get?": [
    "u teach how to run clinic?",
    "I have never tested soil before, what kind of training will you give me before I run the clinic?",
  ],
  "Do I get a certificate after the training?": [
    "get certificate after training?",
    "Once I complete the clinic training, will I get a certificate that I can show to farmers?",
  ],
  "What support do clinic owners get?": [
    "if device stops working who helps",
    "After I start the clinic, if the device gives trouble or I have doubts, what help will I get from your side?",
  ],
  "Do you deliver the kit to my town?": [
    "kit delivery to my district?",
    "I am in a small town in Assam, will you send the testing kit all the way here?",
  ],
  "What software does a clinic get?": [
    "clinic app what features",
    "Will I get any app or computer software to make reports and keep records of farmers at my clinic?",
  ],
  "Can I add a soil clinic to my fertilizer shop?": [
    "i have khad shop, can add clinic",
    "I own a seeds and pesticide shop in the mandi, can I start soil testing in the same shop?",
  ],
  "Can I see a demo of how the test works?": [
    "demo of soil testing pls",
    "Before I invest in a clinic I want to see how the testing actually works, is there a demo I can watch?",
  ],
  "Can I open several clinics or a franchise?": [
    "franchise available? many clinics",
    "I want to open clinics in three or four blocks of my district, do you offer a franchise or multi-clinic set-up?",
  ],
  "How can an FPO work with you?": [
    "FPO tie up how",
    "Our farmer producer company has 1,200 members in Jalna, how can our FPO partner with you and set up a clinic?",
  ],
  "How can an NGO partner with you?": [
    "we r ngo, how to work together",
    "Our NGO works with tribal farmers in Odisha, how can we partner with you to fund clinics and Soil Didis?",
  ],
  "How can government bodies work with you?": [
    "govt department tie up possible?",
    "I work at the district agriculture office, how can a government department work with you on soil health cards?",
  ],
  "What are the ways to partner with you?": [
    "partnership types?",
    "Our organisation is exploring a tie-up, what different partnership models do you have, service, implementation or strategic?",
  ],
  "Who do you already work with?": [
    "ur current partners list",
    "Before our cooperative signs up, I want to know which organisations you already work with, like FPOs, universities or foundations?",
  ],
  "How many farmers have you reached?": [
    "total farmers served by ur network so far",
    "I am writing a proposal for my bank manager, how many farmers has your network reached and how many tests done till now?",
  ],
  "Where can I get your partner proposal?": [
    "partner pdf download where",
    "Our foundation board wants to see your models and costs on paper, where can I download your partner proposal document?",
  ],
  "How do I send a partnership enquiry?": [
    "how to contact for partnership",
    "I lead a farmers' cooperative in Gujarat and want to discuss a partnership, how do I send you an enquiry?",
  ],
  "Can an agri-input company offer soil testing?": [
    "our fertilizer company wants to give soil test",
    "We are a seed and fertilizer company with 300 dealers, can we offer soil testing to farmers at our counters?",
  ],
  "What CSR programmes do you offer?": [
    "what csr programme options u offer",
    "I handle CSR for a mid-size company in Pune, what soil health programmes and budget options do you offer?",
  ],
  "Does soil testing count under Schedule VII?": [
    "soil testing allowed under csr law?",
    "Our finance team needs to know if funding soil health clinics qualifies as CSR spend under Schedule VII of the Companies Act.",
  ],
  "What does every CSR model include?": [
    "what we get in csr package",
    "If our company funds a CSR model with you, what deliverables come with it, like kits, training and reports?",
  ],
  "How do you measure CSR impact?": [
    "how we track impact of csr money",
    "Our board will ask how the money is used, how do you measure and report the impact of a CSR programme?",
  ],
  "How many farmers have CSR programmes reached?": [
    "how many farmers benefited from csr funding",
    "For our annual CSR review I need a number, how many farmers have your CSR-funded programmes reached so far?",
  ],
  "How does a CSR programme work?": [
    "csr programme working steps",
    "We are new to CSR in agriculture, can you explain how a programme runs on the ground from choosing districts to reporting?",
  ],
  "Do clinics keep running after CSR funding ends?": [
    "after csr money over, clinic close?",
    "Our CSR funding is only for two years, will the clinics in those villages keep running after we stop paying?",
  ],
  "How do I start a CSR conversation?": [
    "talk to csr team how",
    "I am the CSR head of a company in Chennai and want to discuss a programme, how do I get in touch with your CSR team?",
  ],
  "What is MittiMitra's mission?": [
    "what is ur goal as company",
    "I am a student writing about agri startups, what is MittiMitra trying to achieve, what is its mission?",
  ],
  "How did MittiMitra start?": [
    "how ur company began",
    "I read about you in a magazine, how did MittiMitra first get started and who was the first farmer?",
  ],
  "In which states do you work?": [
    "u work in UP? which states",
    "I farm in Madhya Pradesh and want to know if you are present here, which states does your network work in?",
  ],
  "Where are your offices?": [
    "office address?",
    "I will be in Bengaluru next week and would like to visit your team, where exactly is your office located?",
  ],
  "What are your office timings?": [
    "office open what time? sunday open?",
    "I want to call your office after finishing work in the field, what are your working hours and days?",
  ],
  "Which languages does your team speak?": [
    "ur team talk in kannada or hindi?",
    "My father only speaks Kannada and wants to call you himself, which languages can your team talk in?",
  ],
  "How soon will you reply to my message?": [
    "sent msg, when u reply",
    "I filled the contact form on your website two days ago and nobody has answered yet, how long do you usually take to reply?",
  ],
  "Who runs MittiMitra?": [
    "who is owner of company",
    "I want to know who is behind MittiMitra, who are the founders and who leads the company?",
  ],
  "Can journalists interview your team?": [
    "i am reporter, want interview",
    "I write for a Hindi farm newspaper and want to do a story on Soil Didis, how can I interview your team and get photos?",
  ],
  "Have you won any awards?": [
    "any award won?",
    "Our district officer asked if your company has any recognition, have you won any awards for your work?",
  ],
  "What personal data do you keep?": [
    "what info u store about me",
    "I gave my name and phone number in the chat form, what personal details do you keep about me?",
  ],
  "How long do you keep my data?": [
    "how many months u keep my info",
    "I sent an enquiry last year and never followed up, how long will you keep my details before deleting them?",
  ],
  "Do you sell my data?": [
    "u sell my number to companies?",
    "After I gave my number on a website I started getting calls from fertilizer companies, will you sell or share my data like that?",
  ],
  "Can you delete my personal data?": [
    "remove my details pls",
    "I no longer want you to have my phone number and name in your records, how can I get my personal data deleted?",
  ],
  "What are my rights over my data?": [
    "my rights on my data?",
    "Under the new data protection law, what rights do I have over the personal information you hold about me?",
  ],
  "Do you use cookies or tracking?": [
    "site tracking me? cookies?",
    "Does your website put advertising cookies or trackers on my phone that follow me to other websites?",
  ],
  "Is my chat with the assistant saved?": [
    "this chat is stored?",
    "I am typing my farm problems here in the chat, will this conversation be saved and kept by your team?",
  ],
  "Can I pay online on the website?": [
    "can i pay by UPI on site",
    "I want to pay for my test in advance, can I pay online on your website with UPI or card?",
  ],
  "Is the website available in Hindi?": [
    "site hindi language available?",
    "Is there a Hindi version of this website so my father can use the pages himself?",
  ],
  "Which guides can I download?": [
    "free pdf guides list",
    "I run farmer training at our KVK, which free guides and booklets can I download from your site?",
  ],
  "Can I print your guides and share them with farmers?": [
    "can i print ur pdfs n give farmers",
    "I run an FPO and want to print your fertilizer guide and hand copies to our members, is that allowed?",
  ],
  "Can you send printed guides for a village meeting?": [
    "need printed copies for kisan meeting",
    "We are holding a farmers' camp in our village next month, can you send us printed copies of your guides?",
  ],
  "Do you have videos on soil testing?": [
    "any video on mitti test?",
    "I understand things better by watching, do you have any video that shows how soil testing works?",
  ],
  "Do you have a blog?": [
    "u have articles to read?",
    "I like reading about farming in my free time, do you have a blog with articles on soil?",
  ],
  "Are there stories of farmers who tested their soil?": [
    "any farmer success story",
    "I want to convince my brother to test our soil, are there stories of real farmers who tested and got results?",
  ],
  "Where can I read about how soil testing works?": [
    "article about soil testing process",
    "Before I go to the clinic I want to read about the whole process from sampling to report, is there an article on it?",
  ],
  "Do I need to fill a form to get a test?": [
    "any form filling needed for test",
    "I am not good with paperwork, do I have to fill any form before getting my soil tested at the clinic?",
  ],
  "Can someone come to my field to take the sample?": [
    "can u send someone to my khet for mitti",
    "I am 70 years old and cannot travel to the clinic, can someone from your side come to my village and pick up the soil?",
  ],
  "When will you call after I book a test?": [
    "booked test, no call yet",
    "I booked a soil test on your website yesterday morning, how long before your team phones me to fix the day?",
  ],
  "What happens to my sample at the clinic?": [
    "how my sample gets tested at clinic, step by step?",
    "Once I hand over my soil at the clinic, what steps does it go through before I get the result?",
  ],
  "Do you send my sample to a lab in the city?": [
    "my sample goes to city lab?",
    "Last time the government soil lab took two months, do you also send my soil to a lab in the city or test it locally?",
  ],
  "Does the testing device need electricity?": [
    "machine works without light?",
    "Our village gets power only a few hours a day, can your testing machine still work here?",
  ],
  "Is the fertilizer advice made for my own field?": [
    "advice specially for my khet or general",
    "The krishi department gives the same fertilizer dose to everyone in the block, is your advice made for my own field?",
  ],
  "Does the advice take the rain forecast into account?": [
    "advice check weather n rain?",
    "Last year heavy rain washed away the urea the day after I spread it, does your advice consider the rain forecast?",
  ],
  "How is soil intelligence different from an NPK test?": [
    "soil intelligence vs normal npk test",
    "My cooperative already does basic NPK tests, how is your soil intelligence different from that?",
  ],
  "Do you check soil life and earthworms?": [
    "u check microbes n kenchua?",
    "I want to know if my soil is alive, do you test soil life like microbes and earthworms, and how well it holds water?",
  ],
  "What if I change my crop after the test?": [
    "changed my crop after test, advice still ok?",
    "I told the clinic I would sow soybean but now I plan to grow cotton, is the same fertilizer advice still valid?",
  ],
  "Why test at a clinic instead of a far-away lab?": [
    "why clinic better than lab",
    "Our district lab is 80 km away and its reports come late, what is the benefit of testing at a clinic instead?",
  ],
  "How do I change a dose per hectare on my soil health card to per acre?": [
    "hectare dose to acre how to convert",
    "My soil health card says 120 kg nitrogen per hectare but I measure my land in acres, how much is that per acre?",
  ],
  "How do I turn the advice into bags of DAP, MOP and urea?": [
    "convert report dose into dap urea bags",
    "My report says 24 kg P2O5 and 16 kg K2O per acre, how many kilos of DAP, MOP and urea do I buy for that?",
  ],
  "How do I adjust the recommended dose to my soil test?": [
    "low means add how much more khad",
    "My report rates nitrogen low and potash high, how do I change the general recommended dose for my field?",
  ],
  "How much fertilizer does wheat need per acre?": [
    "wheat fertiliser per acre how much",
    "I will sow irrigated wheat on 3 acres in November, how much nitrogen, phosphorus and potash should I give per acre?",
  ],
  "How much fertilizer does paddy need per acre?": [
    "paddy khad per acre",
    "I am transplanting paddy on 2 acres in July, how much fertilizer per acre and when do I put the urea?",
  ],
  "How much fertilizer does maize need per acre?": [
    "makka fertilizer dose",
    "I grow hybrid maize on 4 acres in Karnataka, how much fertilizer per acre and at what stages?",
  ],
  "How much fertilizer does cotton need per acre?": [
    "bt cotton khad per acre",
    "I have 5 acres of irrigated Bt cotton in Vidarbha, what fertilizer dose per acre should I follow?",
  ],
  "How much fertilizer do pulses need?": [
    "chana moong need how much khad",
    "I will sow tur on 2 acres this kharif, how much fertilizer does a pulse crop like this need?",
  ],
  "How much fertilizer does tomato need?": [
    "tomato fertilizer per acre",
    "I am planting tomato on 1 acre this season, how much fertilizer and manure should I give and when?",
  ],
  "How much fertilizer does onion need?": [
    "onion khad per acre",
    "I am transplanting rabi onion on 2 acres in Nashik, how much fertilizer per acre and when should I stop giving nitrogen?",
  ],
  "How much fertilizer does potato need?": [
    "aloo fertilizer how much",
    "I plant potato on 3 acres near Agra every October, what fertilizer dose per acre gives good tuber size?",
  ],
  "When are kharif and rabi crops sown?": [
    "kharif rabi sowing months?",
    "I am new to farming after leaving my city job, in which months are kharif and rabi crops sown and harvested?",
  ],
  "Does manure reduce the fertilizer I need?": [
    "put gobar khad, can reduce urea?",
    "I spread 4 tonnes of farmyard manure per acre this year, should I reduce the chemical fertilizer dose and by how much?",
  ],
  "What is the difference between salty and alkaline (usar) soil?": [
    "saline n sodic soil difference",
    "Some people call my land khari and others call it usar, what is the actual difference between salty and alkaline soil?",
  ],
  "How do I fix alkaline (usar) soil?": [
    "alkaline usar land how to fix",
    "My report shows pH 9.1 and the land is hard and patchy, how do I reclaim this alkaline usar soil?",
  ],
  "Which crops can grow on salty soil?": [
    "what to grow in salty land",
    "My field's EC is above 3 and chana failed last year, which crops can I grow on this salty soil?",
  ],
  "What pH counts as acidic or alkaline?": [
    "ph 6 or 8 means acidic or alkaline?",
    "My report says pH 7.9, at what numbers is soil counted as acidic, neutral or alkaline?",
  ],
  "What EC level is harmful?": [
    "EC how much is dangerous",
    "My soil report shows EC 1.8 dS/m, at what EC level does salt start harming the crop?",
  ],
  "What are the three ratios on the report?": [
    "ratios on report what means",
    "My Pro clinic report shows C:N, Ca:Mg and K:Mg ratios, what do these three ratios tell me?",
  ],
  "What is CEC on the report?": [
    "CEC what it means",
    "The full test report has CEC at 8 cmol/kg, what is CEC and is that low?",
  ],
  "What is total alkalinity on the report?": [
    "total alkalinity what it means on report",
    "My full test report shows high total alkalinity with bicarbonate, what does this mean for my soil?",
  ],
  "At what level are sulphur, zinc, iron and boron short?": [
    "zinc below what number is less",
    "My report shows zinc 0.5 and boron 0.4 mg/kg, at what levels are sulphur, zinc, iron and boron considered short?",
  ],
  "What are the rating ranges for nitrogen, phosphorus and potash in kg per hectare?": [
    "npk low medium high range kg/ha",
    "My report shows nitrogen 250 and phosphorus 30 kg per hectare, what are the ranges for low, medium and high NPK?",
  ],
  "What should I check first on my soil report?": [
    "got report, what to look at first",
    "I just received my soil report with lots of numbers, what should I check first on it?",
  ],
  "The card gives two fertilizer choices. Which should I pick?": [
    "card shows 2 fertilizer options, which one",
    "My soil health card lists two fertilizer combinations for wheat, how do I choose between them?",
  ],
  "What is the government's Soil Health Card?": [
    "govt soil card what is it",
    "At our gram sabha someone talked about the Soil Health Card scheme, what is this card and what does it contain?",
  ],
  "How many nutrients does a plant need?": [
    "plant need how many nutrients total",
    "My son is studying agriculture and asked me how many nutrients a plant needs and which come from soil, can you tell?",
  ],
  "What does calcium do, and how do I spot its shortage?": [
    "calcium shortage signs? tomato black bottom",
    "My tomatoes have a black rotten patch at the bottom, is that calcium shortage and what does calcium do?",
  ],
  "What are the signs of magnesium shortage?": [
    "magnesium less signs",
    "The old leaves of my cotton are turning red and yellow between the veins, is this magnesium shortage, how do I identify it?",
  ],
  "What are the signs of copper shortage?": [
    "copper deficiency signs",
    "The tips of my young wheat leaves are twisting and dying and the ears are empty, could this be copper shortage?",
  ],
  "What are grey streaks on wheat leaves?": [
    "grey lines on wheat leaves why",
    "I sowed wheat after rice on sandy land and now the middle leaves have grey streaks, what is causing it?",
  ],
  "Can I mix micronutrient sprays with pesticides?": [
    "zinc spray mix with insecticide ok?",
    "I want to save labour by mixing zinc sulphate spray with my pesticide in one tank, is that safe to do?",
  ],
  "What is the difference between DAP and SSP?": [
    "dap vs ssp which better",
    "For my soybean field the dealer suggests SSP instead of DAP, what is the difference between these two?",
  ],
  "What is the difference between MOP and SOP?": [
    "mop or sop which potash",
    "I grow potato and the dealer offers both MOP and SOP potash, what is the difference and which suits my crop?",
  ],
  "How do I avoid wasting urea?": [
    "urea getting wasted, how to save",
    "I spread urea on my paddy field with water standing in it, how can I stop so much urea from being lost?",
  ],
  "How do I use neem cake?": [
    "neem cake how much per acre",
    "My neighbour mixes neem khali with urea at sowing, how much neem cake should I use per acre and why?",
  ],
  "Which crops need sulphur the most?": [
    "which crop need sulphur more",
    "I grow mustard and soybean, which crops need sulphur the most?",
  ],
  "Does too much fertilizer harm the soil?": [
    "too much khad spoils soil?",
    "We have been putting heavy urea and DAP for 20 years and the land feels hard, does too much fertilizer damage the soil?",
  ],
  "Can too much irrigation harm my soil?": [
    "over watering bad for soil?",
    "I water my field very often because the canal is near, can too much irrigation damage the soil?",
  ],
  "Is crop rotation good for the soil?": [
    "rotation of crops good?",
    "I have grown rice and wheat on the same land for years, is it good for the soil to rotate with a pulse crop?",
  ],
  "How do I buy and store fertilizer safely?": [
    "tips to buy khad, avoid fake",
    "Last season I got fake DAP from a roadside seller, what should I check when buying fertilizer and how should I store it?",
  ],
  "How deep should I sample an orchard or sugarcane field?": [
    "mango bagicha sample how deep",
    "I have a mango orchard and some sugarcane, is the normal sampling depth fine or should I dig deeper there?",
  ],
  "How long does it take to collect a sample?": [
    "how much time to take one sample",
    "I have four fields to sample before going to the clinic, how long does it take to collect a sample from one field?",
  ],
  "When will your team call after I fill the clinic interest form?": [
    "filled clinic form, when u call",
    "I submitted the start a clinic interest form on your site yesterday, when will your clinic team call me?",
  ],
  "What are bulk testing projects for a clinic?": [
    "bulk project what is",
    "I run a clinic in Satara and heard about bulk testing contracts with FPOs and CSR programmes, what are they and what do they pay?",
  ],
  "Can my clinic sell fertilizer and bio-inputs?": [
    "my clinic can sell inputs also?",
    "Once my clinic is running, can I also sell fertilizer and bio-inputs to farmers and earn a commission?",
  ],
  "Can I run a soil clinic from my farm?": [
    "open clinic at my farm possible?",
    "I am a progressive farmer with 15 acres and neighbours always ask me for advice, can I run a soil clinic from my own farm?",
  ],
  "Which of your solutions is right for me?": [
    "confused which service i need",
    "I own 10 acres and also a small agri shop, I am not sure whether I need a soil test or a clinic, which option suits me?",
  ],
  "How do Krishi Vigyan Kendras and universities work with you?": [
    "kvk use ur results?",
    "I am a scientist at an agricultural university, how do KVKs and universities currently work with you?",
  ],
  "Can a women's self-help group work with you?": [
    "SHG can join u?",
    "I lead a women's self-help group of 15 members in our village, can our group work with you?",
  ],
  "Is there a dashboard for FPOs and programmes?": [
    "fpo dashboard available?",
    "Our FPO has 900 members and we want to see the soil health of all their fields in one place, do you give a dashboard?",
  ],
  "Can an FPO get all its members' fields tested together?": [
    "test whole village fields together?",
    "Our FPO wants to get all 200 members' fields tested in one go before rabi, can we bring all the samples together?",
  ],
  "Can I message you on WhatsApp?": [
    "can i msg u on whatsapp? number?",
    "I find typing on WhatsApp easier than calling, can I send you a message there and get a reply?",
  ],
  "Do you send a newsletter?": [
    "u send newsletter? email updates",
    "I want to get your new guides and season advisories by email whenever they come out, do you have a newsletter?",
  ],
  "Can I get soil tips and a test reminder on my phone?": [
    "send farming tips to my mobile",
    "I keep forgetting when to test my soil, can you send me a reminder and some crop tips on my phone?",
  ],
  "Is there a Hindi guide on soil testing?": [
    "hindi guide for mitti test?",
    "My father reads only Hindi, is there a simple Hindi guide that explains why and how to test soil?",
  ],
  "Can I send a photo in the chat?": [
    "can i upload photo here",
    "My chilli leaves have strange spots, can I send a photo of the crop in this chat?",
  ],
  "How do I make a complaint?": [
    "want to complain, how",
    "The clinic near me was rude and charged extra, how do I file a complaint with your company?",
  ],
  "Is the advice a guarantee?": [
    "u guarantee results?",
    "If I follow your fertilizer advice exactly and my crop still fails, do you give any guarantee?",
  ],
  "Who can see my personal data?": [
    "who can access my details",
    "I shared my phone number and village while booking, which people in your company or outside can see it?",
  ],
  "Does the assistant send my question to an AI service?": [
    "this chatbot uses AI company?",
    "Before I type my details here, does this assistant send my question to some outside AI service like ChatGPT?",
  ],
  "Does your test show zinc, like the Soil Health Card?": [
    "ur report has zinc like govt card?",
    "The government soil health card I got showed zinc, will your soil test also show zinc the same way?",
  ],
  "Can an FPO get a lower rate for testing many farmers?": [
    "fpo bulk rate for testing?",
    "Our FPO in Beed wants soil tests for about 700 member farmers, will you give us a cheaper per-sample rate?",
  ],
  "How can our company join you through CSR?": [
    "our company wants to join via csr",
    "We are a manufacturing company in Gujarat with CSR funds for farmers, how can we join hands with you through CSR?",
  ],
  "Can a woman run a soil clinic?": [
    "ladies also allowed to run soil clinic?",
    "I am a widow with some savings, can a woman like me run a soil clinic?",
  ],
  "How do I read nitrogen, phosphorus and potassium on my report?": [
    "npk on report how to read",
    "My report marks nitrogen low and phosphorus high, what do these NPK readings mean for me?",
  ],
  "Do you give loans to farmers?": [
    "u give loan for kheti?",
    "My cotton failed last year and I need money for seed and fertilizer this season, does your company lend money to farmers?",
  ],
  "Am I talking to a person or a computer?": [
    "r u real human or machine?",
    "I have been typing to you for ten minutes and the answers come very fast, am I chatting with a real person or an automatic program?",
  ],
};
