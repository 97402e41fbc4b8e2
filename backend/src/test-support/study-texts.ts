/** Short, real-looking study texts for tests: one per PDF page in the PDF tests. */
export const STUDY_PAGES = [
  `Scarcity and Choice

Economics is the study of how humans make decisions in the face of scarcity. Scarcity means that human wants for goods, services and resources exceed what is available. Resources such as labor, tools, land and raw materials are necessary to produce the goods and services we want, but they exist in limited supply. Because of scarcity, every society must decide what to produce, how to produce it and who receives it.

The division of labor is the way in which the work required to produce a good or service is divided into tasks performed by different workers. Specialization occurs when workers or firms focus on particular tasks for which they are well suited. Workers who specialize become more productive, and they can take advantage of economies of scale.`,
  `Opportunity Cost

Opportunity cost is the value of the next best alternative that is given up when a choice is made. Every choice has an opportunity cost, even when no money changes hands. A student who spends an evening studying gives up the chance to work a paid shift or to see friends. Comparing opportunity costs helps people and firms make better decisions.

A budget constraint line shows the possible combinations of two goods that a consumer can afford with a given income and given prices. Marginal analysis examines the benefits and costs of choosing a little more or a little less of a good. People rarely face all-or-nothing choices; they usually decide at the margin.`,
  `Markets and Prices

A market is an interaction between potential buyers and sellers of a good or service. Demand is the amount of a good that buyers are willing and able to purchase at each price. Supply is the amount of a good that sellers are willing and able to sell at each price. The equilibrium price is the price at which the quantity demanded equals the quantity supplied.

When the price is above equilibrium, a surplus appears and sellers lower their prices. When the price is below equilibrium, a shortage appears and buyers bid prices up. In this way markets coordinate the decisions of millions of people without any central plan. Prices act as signals that tell producers what to make and consumers what to economize on.`,
];

export const STUDY_TEXT = STUDY_PAGES.join('\n\n');
