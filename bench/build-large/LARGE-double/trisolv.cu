/* s2s: no SCoP was offloaded */
