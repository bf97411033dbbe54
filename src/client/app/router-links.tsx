// React Router's links and navigation, for the admin client (admin-client.tsx), which routes in the browser.
import { Link, NavLink, useNavigate } from "react-router";
import type { RouterLinks } from "../components/locale-link.tsx";

export const routerLinks: RouterLinks = { Link, NavLink, useNavigate };
