// Wrapped for keyboard users: Escape closes an open dropdown and puts focus back on its toggle, and Space
// opens one in the mobile menu as Enter does (the original handles Escape nowhere, Space only on desktop).
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import DropdownNavbarItem from '@theme-original/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem';

export default function DropdownNavbarItemWrapper(props: Props): ReactNode {
  const generatedId = useId();
  const toggleId = props.id ?? generatedId;
  const {mobile} = props;
  // The open state is internal to the original, so closing from here means mounting it afresh.
  const [generation, setGeneration] = useState(0);
  const refocusToggle = useRef(false);

  useEffect(() => {
    if (!refocusToggle.current) return;
    refocusToggle.current = false;
    document.getElementById(toggleId)?.focus();
  }, [generation, toggleId]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const toggle = document.getElementById(toggleId);
      const item = toggle?.closest('.dropdown, .menu__list-item');
      if (!toggle || !item?.contains(event.target as Node)) return;
      if (event.key === 'Escape' && item.classList.contains('dropdown--show')) {
        refocusToggle.current = true;
        setGeneration((n) => n + 1);
      } else if (event.key === ' ' && mobile && event.target === toggle) {
        event.preventDefault();
        toggle.click();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [toggleId, mobile]);

  return <DropdownNavbarItem key={generation} {...props} id={toggleId} />;
}
