"""Kernel fission (the pass around s2s/gpu/fission.py): a kernel band that the contraction pass would not
take, whose statements fall into groups that the dependences let run one after the other, becomes one
kernel per group when each resulting kernel with loops inside its points is one the contraction pass takes.

symm in any loop order is one kernel of two triangular products (a partial sum over the rows k < i, the
updates of C[i][j] from the rows k > i): a generic kernel, a thread per point walking both ranges with two
global loads per multiply-add.  Split, each product is a masked contraction (shared-memory tiles, register
accumulators).  The groups are the dependences' order of the statements (their strongly connected
components), consecutive ones merged while the merged kernel still qualifies, so that a product keeps its
setups and finishes.  The generic cost model does not price the contraction path, so the rule is the
planner's own answer, as in the choice between schedules (schedule.contraction_kernels).  GPU targets only
(OpenMP has no contraction path), and not with the contraction pass disabled.
"""
from __future__ import annotations

from ..gpu.contraction import looped_statements
from ..gpu.fission import band_at, fission, statement_groups
from ..gpu.mapping import find_kernels
from .device_split import mapped_members, out_dim
from .manager import Pass, State
from .parallelism import mark_coincidence
from .schedule import contraction_kernels, merge_nested_bands


class FissionPass(Pass):
    name = "fission"
    requires = ("coincidence",)
    provides = ("schedule.fission",)
    optional = True
    description = ("a kernel of several products (symm) that the contraction pass would not take is split into "
                   "kernels of groups of its statements, in the dependences' order, when each product then is a "
                   "contraction (s2s/gpu/fission.py)")

    def run(self, state: State) -> None:
        if state.options.target == "openmp" or "contraction" in state.options.disabled:
            return
        most = mapped_members(state.options)
        deps = state["dep_union"]
        order = [s.name for s in state.scop.statements]

        def split_at(path, parts):
            tree = mark_coincidence(merge_nested_bands(fission(state["schedule"], path, parts)), deps)
            return tree, find_kernels(tree, state.scop, most)

        def fast(k) -> bool:
            return k.n_par >= 2 and bool(contraction_kernels(state.scop, [k]))

        def qualifies(k) -> bool:
            """No loop inside its points, or a kernel the contraction pass takes."""
            return not looped_statements(k, out_dim(k.prefix)) or fast(k)

        kernels = find_kernels(state["schedule"], state.scop, most)
        for k in reversed(kernels):         # the paths of the kernels before k stay valid
            # (a kernel with no loop inside its points has no product to free: stencils cost nothing here)
            if k.n_par < 2 or len(k.statements) < 2 or not looped_statements(k, out_dim(k.prefix)) or \
                    contraction_kernels(state.scop, [k]):
                continue
            band = band_at(state["schedule"], k.path)
            groups = statement_groups(band.get_domain(), state["dep_union"], order) if band is not None else None
            if groups is None:
                continue

            def verdict(part, path=k.path, groups=groups) -> bool:
                """Whether `part`'s statements make one kernel that qualifies."""
                rest = [s for g in groups for s in g if s not in part]
                _tree, split = split_at(path, [part] + ([rest] if rest else []))
                mine = [s for s in split if set(s.statements) <= set(part)]
                return len(mine) == 1 and qualifies(mine[0])

            parts = [list(groups[0])]
            for g in groups[1:]:
                if verdict(parts[-1] + g):
                    parts[-1] = parts[-1] + g
                else:
                    parts.append(list(g))
            if len(parts) < 2 or not all(verdict(p) for p in parts):
                continue
            tree, split = split_at(k.path, parts)
            mine = [s for s in split if set(s.statements) <= set(k.statements)]
            if not any(fast(s) for s in mine):
                # (a 3-D stencil fused with 2-D ones, its third loop inside the point: split, it would map
                # that loop too, but no product is freed, which is this pass's whole case)
                continue
            state["schedule"] = tree
            state.decide(f"fission: the kernel of {', '.join(k.statements)} split into {len(mine)} kernels "
                         f"({'; '.join(', '.join(s.statements) for s in mine)}): each of its products a "
                         "contraction")
