import type { DepartmentTreeNode } from '@kanghu/shared';
import { List, Tag } from 'antd-mobile';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './DoctorProfile.module.css';
import { PROFILE_PATHS } from './paths.ts';
import { useDepartmentTree } from './queries.ts';

/** Flattens the tree into rows with their depth (orgs and departments, in tree order). */
function rows(nodes: DepartmentTreeNode[], depth = 0): Array<{ node: DepartmentTreeNode; depth: number }> {
  return nodes.flatMap((node) => [{ node, depth }, ...rows(node.children, depth + 1)]);
}

/** /health/doctor/department/list: the project's orgs and departments with their doctor counts. */
export default function DepartmentListScreen() {
  const tree = useDepartmentTree();
  return (
    <main className={styles.page}>
      <PageBar title="科室列表" fallback={PROFILE_PATHS.info} />
      {tree.isPending ? (
        <LoadingState />
      ) : tree.isError ? (
        <ErrorState message={errorMessage(tree.error)} onRetry={() => void tree.refetch()} />
      ) : tree.data.length === 0 ? (
        <EmptyState title="暂无科室" />
      ) : (
        <div className={styles.tree}>
          <List>
            {rows(tree.data).map(({ node, depth }) => (
              <List.Item
                key={`${node.kind}-${node.id}`}
                style={{ paddingLeft: `${0.32 + depth * 0.4}rem` }}
                prefix={
                  node.kind === 'org' ? (
                    <Tag color="primary" fill="outline">
                      机构
                    </Tag>
                  ) : undefined
                }
                extra={<span className={styles.count}>{node.doctorCount}位医生</span>}
                data-testid={`dept-${node.kind}`}
              >
                {node.kind === 'org' ? <strong>{node.name}</strong> : node.name}
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </main>
  );
}
