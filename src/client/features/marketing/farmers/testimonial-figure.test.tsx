// A testimonial's avatar shows the initials of the name it is given, hidden from screen readers (the name is printed beside it).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TestimonialFigure } from "./testimonial-figure.tsx";

describe("TestimonialFigure", () => {
  it("shows the initials of the shown name in a decorative avatar", () => {
    const en = renderToStaticMarkup(<TestimonialFigure quote="Less DAP, more ragi." name="Ramesh Patil" detail="Tumakuru" />);
    expect(en).toContain('aria-hidden="true">RP</span>');
    expect(en).toContain(">Ramesh Patil</span>");
    const hi = renderToStaticMarkup(<TestimonialFigure quote="कम डीएपी, ज़्यादा रागी।" name="सुनीता देवी" detail="सीतापुर" />);
    expect(hi).toContain('aria-hidden="true">सु</span>');
    expect(hi).toContain(">सुनीता देवी</span>");
  });
});
