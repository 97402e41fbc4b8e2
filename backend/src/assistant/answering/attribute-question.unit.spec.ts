import { namesAskedAttribute } from './attribute-question.js';
import { textStems } from './question-terms.js';

const stemsOf = (sentences: string[]) => sentences.map(textStems);

describe('a question asking for an attribute of something', () => {
  it('given "the boiling point of water", when a sentence names only water boiling, then it does not answer', () => {
    expect(namesAskedAttribute('What is the boiling point of water?', stemsOf(['Water freezes at 32 degrees Fahrenheit or boils at 212 degrees.']))).toBe(false);
  });

  it('given "the capital of Canada", when a sentence names Canada and GDP per capita, then the look-alike is no capital', () => {
    expect(namesAskedAttribute('What is the capital of Canada?', stemsOf(['High-income nations such as Canada have GDP per capita of $50,000.']))).toBe(false);
  });

  it('given "the boiling point of water", when a sentence names both, then it answers, in any order', () => {
    expect(namesAskedAttribute('What is the boiling point of water?', stemsOf(['At sea level, water has a boiling point of 100 °C.']))).toBe(true);
    expect(namesAskedAttribute('What is the rate of unemployment?', stemsOf(['The unemployment rate rose to 6%.']))).toBe(true);
  });

  it('given an attribute that asks how the thing works or matters, when asked, then any wording passes', () => {
    expect(namesAskedAttribute('What is the effect of a price ceiling?', stemsOf(['A price ceiling causes a shortage.']))).toBe(true);
    expect(namesAskedAttribute('What is the main purpose of insurance?', stemsOf(['Insurance spreads risk.']))).toBe(true);
    expect(namesAskedAttribute('What is the main reason for employing contractionary fiscal policy in a time of strong growth?', stemsOf(['Growth can overheat.']))).toBe(true);
  });

  it('given a question of another shape, when asked, then it passes', () => {
    expect(namesAskedAttribute('Why do prices rise when supply falls?', stemsOf([]))).toBe(true);
  });
});
