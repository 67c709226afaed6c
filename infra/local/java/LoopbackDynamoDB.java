import java.io.File;
import java.io.IOException;
import java.lang.reflect.Field;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.HandlerWrapper;
import com.almworks.sqlite4java.SQLiteBackup;
import com.almworks.sqlite4java.SQLiteConnection;
import com.almworks.sqlite4java.SQLiteJob;
import com.almworks.sqlite4java.SQLiteQueue;
import com.amazonaws.services.dynamodbv2.local.main.ServerRunner;
import com.amazonaws.services.dynamodbv2.local.server.AbstractLocalDynamoDBServerHandler;
import com.amazonaws.services.dynamodbv2.local.server.DynamoDBProxyServer;
import com.amazonaws.services.dynamodbv2.local.shared.access.LocalDBClient;
import com.amazonaws.services.dynamodbv2.local.shared.access.sqlite.SQLiteDBAccess;

/**
 * Starts DynamoDB Local bound to 127.0.0.1 (the emulator has no flag for the address), and makes its
 * answer to a write wait until the write is in the database file.
 *
 * Why: DynamoDB Local runs every SQLite statement on one queue thread. For TransactWriteItems (and
 * ExecuteTransaction) it runs BEGIN and the writes, then only enqueues the COMMIT and answers 200
 * without waiting for it (SQLiteDBAccess.commitTransaction). The COMMIT (journal, fsync, database,
 * fsync) takes milliseconds; a kill in that window rolls the transaction back from the hot journal on
 * the next start: an acknowledged write is gone. So after the emulator has handled a write, and before
 * its answer leaves, a no-op job goes through each database's queue: the queue runs jobs in order, so
 * when that job has run the COMMIT before it has too. The answer is held in Jetty's response buffer
 * until then: the emulator writes it without flushing, and a transaction's answer is a few bytes (an
 * answer too big for the buffer is an item returned by PutItem/UpdateItem/DeleteItem, which commit
 * before they answer anyway).
 *
 * It also takes a consistent copy of each open database while running (the nightly backup of
 * `npm start`): `POST /nha-tro/backup` with the header `X-Backup-Name: <folder>` writes SQLite's online
 * backup of every database into `<nhatro.backupRoot>/<folder>/`, with no transaction open (the write
 * lock transactions take is held) and from the queue thread itself (no statement runs meanwhile).
 * Only when the launcher was given `-Dnhatro.backupRoot`, and only into that folder.
 */
public class LoopbackDynamoDB {
  private static final Pattern WRITES = Pattern.compile(
      "\\.(TransactWriteItems|ExecuteTransaction|ExecuteStatement|BatchExecuteStatement|PutItem|UpdateItem|DeleteItem|BatchWriteItem)$");

  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Server jetty = (Server) field(DynamoDBProxyServer.class, "server").get(proxy);
    for (Connector c : jetty.getConnectors()) {
      if (c instanceof ServerConnector) ((ServerConnector) c).setHost("127.0.0.1");
    }
    Object requestHandler = field(AbstractLocalDynamoDBServerHandler.class, "primaryHandler")
        .get(field(DynamoDBProxyServer.class, "serverHandler").get(proxy));
    DurableWrites durable = new DurableWrites(requestHandler);
    durable.setHandler(jetty.getHandler());
    jetty.setHandler(durable);
    proxy.start();
    System.out.println("DynamoDB Local ready on 127.0.0.1");
    proxy.join();
  }

  static Field field(Class<?> owner, String name) throws NoSuchFieldException {
    Field f = owner.getDeclaredField(name);
    f.setAccessible(true);
    return f;
  }

  static final class DurableWrites extends HandlerWrapper {
    private final Object requestHandler;
    private final Field databases;
    private final Field dbAccess;
    private final Field queue;
    private final Field queueLock;
    private final String backupRoot = System.getProperty("nhatro.backupRoot");

    DurableWrites(Object requestHandler) throws NoSuchFieldException {
      this.requestHandler = requestHandler;
      this.databases = field(requestHandler.getClass(), "dbRequestHandlers");
      this.dbAccess = field(LocalDBClient.class, "dbAccess");
      this.queue = field(SQLiteDBAccess.class, "queue");
      this.queueLock = field(SQLiteDBAccess.class, "queueLock");
    }

    @Override
    public void handle(String target, Request base, HttpServletRequest req, HttpServletResponse res) throws IOException, ServletException {
      if ("/nha-tro/backup".equals(target)) {
        backup(base, req, res);
        return;
      }
      String operation = req.getHeader("X-Amz-Target");
      boolean write = operation != null && WRITES.matcher(operation).find();
      super.handle(target, base, req, res);
      if (write) awaitQueuedStatements();
    }

    private List<SQLiteDBAccess> databases() {
      List<SQLiteDBAccess> out = new ArrayList<>();
      try {
        Map<?, ?> byCredentials = (Map<?, ?>) databases.get(requestHandler);
        List<Object> clients;
        // The emulator opens a database per credentials under this same lock (getHandler is synchronized).
        synchronized (requestHandler) {
          clients = new ArrayList<>(byCredentials.values());
        }
        for (Object client : clients) {
          Object access = client instanceof LocalDBClient ? dbAccess.get(client) : null;
          if (access instanceof SQLiteDBAccess) out.add((SQLiteDBAccess) access);
        }
      } catch (IllegalAccessException e) {
        throw new IllegalStateException("DynamoDB Local's internals changed: the durable-write barrier cannot find its queues", e);
      }
      return out;
    }

    private SQLiteQueue queueOf(SQLiteDBAccess db) {
      try {
        return (SQLiteQueue) queue.get(db);
      } catch (IllegalAccessException e) {
        throw new IllegalStateException(e);
      }
    }

    private void awaitQueuedStatements() {
      for (SQLiteDBAccess db : databases()) {
        SQLiteQueue q = queueOf(db);
        if (q.isStopped()) continue;
        q.execute(new SQLiteJob<Void>() {
          @Override
          protected Void job(SQLiteConnection connection) {
            return null;
          }
        }).complete();
      }
    }

    private void backup(Request base, HttpServletRequest req, HttpServletResponse res) throws IOException {
      base.setHandled(true);
      String name = req.getHeader("X-Backup-Name");
      if (!"POST".equals(req.getMethod()) || backupRoot == null || name == null || !name.matches("[A-Za-z0-9_.-]{1,80}") || name.startsWith(".")) {
        res.sendError(400, "POST with X-Backup-Name, to a launcher started with -Dnhatro.backupRoot");
        return;
      }
      File folder = new File(backupRoot, name);
      if (!folder.isDirectory() && !folder.mkdirs()) {
        res.sendError(500, "cannot create " + folder);
        return;
      }
      StringBuilder written = new StringBuilder();
      try {
        for (SQLiteDBAccess db : databases()) {
          SQLiteQueue q = queueOf(db);
          File source = q.getDatabaseFile();
          if (source == null) continue; // in memory: nothing on disk to keep
          File target = new File(folder, source.getName());
          ReentrantReadWriteLock lock = (ReentrantReadWriteLock) queueLock.get(db);
          lock.writeLock().lock();
          SQLiteJob<Void> job;
          try {
            job = q.execute(new SQLiteJob<Void>() {
              @Override
              protected Void job(SQLiteConnection connection) throws Throwable {
                SQLiteBackup copy = connection.initializeBackup(target);
                try {
                  while (!copy.isFinished()) copy.backupStep(-1);
                } finally {
                  copy.dispose();
                }
                return null;
              }
            });
            job.complete();
          } finally {
            lock.writeLock().unlock();
          }
          if (job.getError() != null) throw new IOException("backup of " + source.getName() + ": " + job.getError());
          if (!target.isFile()) throw new IOException("backup of " + source.getName() + " was not written");
          written.append(written.length() == 0 ? "" : ",").append('"').append(target.getName()).append('"');
        }
      } catch (Exception e) {
        res.sendError(500, "backup failed: " + e);
        return;
      }
      res.setStatus(200);
      res.setContentType("application/json");
      res.getWriter().write("{\"files\":[" + written + "]}");
    }
  }
}
