import { Fragment } from 'react';
import { useT } from '../lib/i18n/translate.ts';

export interface Ingredient {
  id: number;
  name: string;
  allergen: boolean;
}

/**
 * The list of ingredients in label order, allergens emphasised in bold (Regulation (EU)
 * No 1169/2011 Art. 21, which Regulation (EU) 2021/2117 applies to wines).
 */
export function IngredientList({ ingredients }: { ingredients: readonly Ingredient[] }) {
  const t = useT();
  if (ingredients.length === 0) return <p className="muted">{t('nutrition.noIngredients')}</p>;
  const hasAllergen = ingredients.some((i) => i.allergen);
  return (
    <>
      <p className="ingredients" data-testid="ingredients">
        <span className="visually-hidden">{t('nutrition.ingredientsLabel')} </span>
        {ingredients.map((ingredient, index) => (
          <Fragment key={ingredient.id}>
            {index > 0 && ', '}
            {ingredient.allergen ? <strong className="allergen">{ingredient.name}</strong> : ingredient.name}
          </Fragment>
        ))}
      </p>
      {hasAllergen && <p className="muted small">{t('nutrition.allergensNote')}</p>}
    </>
  );
}
