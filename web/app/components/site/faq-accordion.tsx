import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { FaqItem } from '#web/content/home.ts';
import { BoldText } from './bold-text.tsx';

/**
 * docs/product.md §4.3 FAQ accordion: none open at first, opening one closes the other, clicking the open one
 * closes it. Answers stay in the HTML while closed so the page reads complete without scripts.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion.Root type="single" collapsible className="space-y-3">
      {items.map((item, i) => (
        <Accordion.Item
          key={item.question}
          value={`faq-${i}`}
          className="overflow-hidden rounded-xl border border-frost-500/20 bg-night-900/80 data-[state=open]:border-gold-400/50"
        >
          <Accordion.Header className="font-body">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-frost-100 transition-colors hover:text-gold-300 data-[state=open]:text-gold-300">
              {item.question}
              <ChevronDown
                aria-hidden
                className="size-5 shrink-0 text-frost-300 transition-transform group-data-[state=open]:rotate-180"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content
            forceMount
            className="px-5 pb-5 leading-relaxed text-frost-200 data-[state=closed]:hidden [&_strong]:font-semibold [&_strong]:text-gold-300"
          >
            <p>
              <BoldText text={item.answer} />
            </p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
