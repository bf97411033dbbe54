// The first tap on the chat button (issue 26): the one inline script of a public page, which keeps a tap that comes
// before the page's scripts have arrived. It has no framework and no imports: it is in the page's <head> before the
// stylesheet (server/first-tap.ts puts it there), so it runs before anything can be tapped, and the Content-Security-
// Policy allows it by the sha256 hash of exactly this text (plugins/security.ts). On a click (a tap, Enter or Space) on
// the chat button before it has woken, it
// - marks the button busy (aria-busy="true"), which styles.css shows as a spinner in place of the icon, and which the
//   button reads when it wakes: it then opens the chat (features/chat-widget/first-tap.ts), and it wakes at once. Only
//   that, in the tap's own task (not even a first read of the browser's storage, which can take milliseconds): the next
//   frame has little to draw, so the spinner shows at once even on a slow phone;
// - then, after that frame, unless the browser holds a chat to come back to, shows the pre-chat form the server put in
//   a <template> (the same form as the panel's, features/chat-widget/early-chat-panel.tsx), with the focus in its first
//   field, so the visitor can start typing before React has come (data-shown says since when). Its close button and Escape put it away
//   again; sending it is held (marked data-sent) until the panel takes over, which copies what was typed into its own
//   form and sends it.
// A closed early form leaves data-chat-closed on <html>, so a panel that was already on its way closes too.

/** The <template> holding the early panel. */
export const EARLY_TEMPLATE_ID = "mm-chat-early";
/** Marks the early panel (the section cloned from the template). */
export const EARLY_PANEL_ATTR = "data-chat-early";
/** Marks the early panel's close button. */
export const EARLY_CLOSE_ATTR = "data-chat-close";
/** The early panel's time of showing (performance.now()): the form's time on screen counts from it. */
export const EARLY_SHOWN_ATTR = "data-shown";
/** Set on the early panel when the visitor sent its form before the panel took over. */
export const EARLY_SENT_ATTR = "data-sent";
/** Set on <html> when the visitor put the early panel away. */
export const EARLY_CLOSED_ATTR = "data-chat-closed";
/** The chat button, as the server renders it. */
export const LAUNCHER_BUTTON = 'mm-island[data-name="chat-launcher"] button';
/** Where a chat to come back to is kept (CHAT_KEY in chat-view.ts): a visitor with one gets their chat, not the form. */
export const KEPT_CHAT_KEY = "mittimitra.chat";
/** Set by the chat button once it has woken: from then on a click is React's. */
export const AWAKE_FLAG = "mmChatAwake";

/** The script, as sent; its hash is in the CSP, so any change here changes the hash with it. */
export const FIRST_TAP_SCRIPT = `(function(d,w){
var B='${LAUNCHER_BUTTON}',P="[${EARLY_PANEL_ATTR}]";
function up(e,s){return e.target.closest?e.target.closest(s):null}
function shut(p){p.remove();d.documentElement.setAttribute("${EARLY_CLOSED_ATTR}","");var b=d.querySelector(B);if(b){b.removeAttribute("aria-busy");b.focus()}}
d.addEventListener("click",function(e){var p=up(e,P),b,t,k;
if(p){if(up(e,"[${EARLY_CLOSE_ATTR}]"))shut(p);return}
b=up(e,B);if(!b||w.${AWAKE_FLAG}||b.hasAttribute("aria-busy"))return;
b.setAttribute("aria-busy","true");
requestAnimationFrame(function(){setTimeout(function(){t=d.getElementById("${EARLY_TEMPLATE_ID}");
try{k=localStorage.getItem("${KEPT_CHAT_KEY}")}catch(x){}
if(k||!t||!b.isConnected||!b.hasAttribute("aria-busy"))return;
p=t.content.firstElementChild.cloneNode(true);p.setAttribute("${EARLY_SHOWN_ATTR}",performance.now());d.body.append(p);
(p.querySelector("[data-autofocus] input")||p).focus()})})},true);
d.addEventListener("keydown",function(e){var p=e.key=="Escape"&&up(e,P);if(p)shut(p)},true);
d.addEventListener("submit",function(e){var p=up(e,P);if(p){e.preventDefault();p.setAttribute("${EARLY_SENT_ATTR}","")}},true)
})(document,window)`;
